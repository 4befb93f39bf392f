// The event discount codes module's only entry: other modules and the app import from here.
export { eventDiscountsModule } from './event-discounts.module.ts';
export type { EventDiscountsService } from './event-discounts.service.ts';
// Checkout's port: look a typed code up, count a use in the order's unit, give it back.
export {
  discountFor,
  redeemDiscount,
  releaseDiscountOf,
  type AppliedDiscount,
  type DiscountLookup,
} from './checkout-port.ts';
