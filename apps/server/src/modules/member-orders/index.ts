// The member orders module's only entry.
export { memberOrdersModule } from './member-orders.module.ts';
