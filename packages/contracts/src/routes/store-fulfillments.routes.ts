import { Type } from '@sinclair/typebox';
import {
  BulkCreateFulfillmentRequest,
  BulkCreateFulfillmentResponse,
  CreateFulfillmentRequest,
  CreateFulfillmentResponse,
  ListFulfillmentsForMultipleOrdersRequest,
  ListFulfillmentsForMultipleOrdersResponse,
  OrderWithFulfillmentsAnswer,
  UpdateFulfillmentRequest,
} from '../store-fulfillments.ts';
import { route } from './route.ts';
import * as e from './store-fulfillments.endpoints.ts';

const closed = { additionalProperties: false } as const;
const Id = Type.String({ minLength: 1, maxLength: 100 });
const OrderParams = Type.Object({ orderId: Id }, closed);
const FulfillmentParams = Type.Object({ fulfillmentId: Id, orderId: Id }, closed);
const tags = ['Store fulfillments'];
/** Owner, or staff managing orders. */
const manage = { scope: 'ecom.orders.manage' } as const;

// Module `store-fulfillments` serves them: shipments of an order's items, with tracking.
export const storeFulfillmentsRoutes = {
  listFulfillmentsForSingleOrder: route(e.listFulfillmentsForSingleOrder, {
    // The buyer follows their parcel: the owner, staff, or the visitor or member who placed the order.
    access: { ownerOrSubjectOf: 'storeOrder', param: 'orderId', ...manage },
    tags,
    summary: "An order's fulfillments, oldest first",
    params: OrderParams,
    response: OrderWithFulfillmentsAnswer,
  }),
  listFulfillmentsForMultipleOrders: route(e.listFulfillmentsForMultipleOrders, {
    access: manage,
    tags,
    idempotency: false,
    summary: 'Fulfillments of up to 100 orders (unknown orders are left out)',
    input: ListFulfillmentsForMultipleOrdersRequest,
    response: ListFulfillmentsForMultipleOrdersResponse,
  }),
  createFulfillment: route(e.createFulfillment, {
    access: manage,
    tags,
    summary:
      'Fulfill line items of an order (default: every unit not yet fulfilled); the order becomes PARTIALLY_FULFILLED or FULFILLED and the buyer gets the tracking',
    params: OrderParams,
    input: CreateFulfillmentRequest,
    response: CreateFulfillmentResponse,
  }),
  updateFulfillment: route(e.updateFulfillment, {
    access: manage,
    tags,
    summary: 'Change the tracking, custom info or progress of a fulfillment (its items stay)',
    params: FulfillmentParams,
    input: UpdateFulfillmentRequest,
    response: OrderWithFulfillmentsAnswer,
  }),
  deleteFulfillment: route(e.deleteFulfillment, {
    access: manage,
    tags,
    summary: 'Delete a fulfillment: its items count as unfulfilled again',
    params: FulfillmentParams,
    response: OrderWithFulfillmentsAnswer,
  }),
  bulkCreateFulfillment: route(e.bulkCreateFulfillment, {
    access: manage,
    tags,
    summary: 'Create fulfillments of up to 100 orders (a result per order; one failing order fails alone)',
    input: BulkCreateFulfillmentRequest,
    response: BulkCreateFulfillmentResponse,
  }),
};
