import { Type } from '@sinclair/typebox';
import { StoreOrder } from '../store-orders.ts';
import {
  AddStoreOrderActivitiesRequest,
  AddStoreOrderActivitiesResponse,
  UpdateStoreOrderActivityRequest,
  AddStoreOrderActivityRequest,
  AddStoreOrderActivityResponse,
  BulkUpdateStoreOrderTagsRequest,
  BulkUpdateStoreOrderTagsResponse,
  CreateStoreOrderRequest,
  BulkDeleteImportedStoreOrdersRequest,
  BulkDeleteImportedStoreOrdersResponse,
  ImportStoreOrderRequest,
  SetStoreOrderNumberCounterRequest,
  SetStoreOrderNumberCounterResponse,
  AggregateStoreOrdersRequest,
  AggregateStoreOrdersResponse,
  BulkUpdateStoreOrdersRequest,
  BulkUpdateStoreOrdersResponse,
  UpdateStoreOrderLineItemRequest,
  UpdateStoreOrderRequest,
  SearchStoreOrdersRequest,
  SearchStoreOrdersResponse,
  StoreOrderActivityParams,
  UpdateStoreOrderStatusRequest,
} from '../store-order-requests.ts';
import { route } from './route.ts';
import * as e from './store-orders.endpoints.ts';

const closed = { additionalProperties: false } as const;
const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) }, closed);
const OrderAnswer = Type.Object({ order: StoreOrder }, closed);
const tags = ['Store orders'];
/** Owner, or staff managing orders. */
const manage = { scope: 'ecom.orders.manage' } as const;

// The store's routes of this group (H57: store orders, order creation from a checkout); module `store-orders` serves them.
export const storeOrdersRoutes = {
  createOrderFromCheckout: route(e.createOrderFromCheckout, {
    access: { ownerOrSubjectOf: 'checkout', param: 'id' },
    tags,
    summary: 'Create the order of a checkout (stock taken atomically; a retry answers the same order)',
    params: IdParams,
    input: Type.Object(
      { savePaymentMethod: Type.Optional(Type.Boolean()), delayCapture: Type.Optional(Type.Boolean()) },
      closed,
    ),
    response: Type.Object(
      {
        orderId: Type.String(),
        subscriptionId: Type.Optional(Type.String()),
        paymentGatewayOrderId: Type.Optional(Type.Union([Type.String(), Type.Null()])),
      },
      closed,
    ),
  }),
  getStoreOrder: route(e.getStoreOrder, {
    access: { ownerOrSubjectOf: 'storeOrder', param: 'id', ...manage },
    tags,
    summary: 'Get a store order (the owner, or the visitor or member who placed it)',
    params: IdParams,
    response: OrderAnswer,
  }),
  cancelStoreOrder: route(e.cancelStoreOrder, {
    access: manage,
    tags,
    summary: 'Cancel an order: email the buyer, give the stock back (once)',
    params: IdParams,
    input: Type.Object(
      {
        sendOrderCanceledEmail: Type.Optional(Type.Boolean()),
        customMessage: Type.Optional(Type.String({ maxLength: 1000 })),
        restockAllItems: Type.Optional(Type.Boolean()),
      },
      closed,
    ),
    response: OrderAnswer,
  }),
  searchStoreOrders: route(e.searchStoreOrders, {
    // A member or visitor may search too, and finds only the orders they placed.
    access: { ...manage, subjectsSeeOwn: true },
    tags,
    idempotency: false,
    summary:
      'Search orders (filter, sort, cursor paging; newest first; INITIALIZED orders are never listed): ' +
      'the owner and order-managing staff search all, a member or visitor only their own',
    input: SearchStoreOrdersRequest,
    response: SearchStoreOrdersResponse,
  }),
  addStoreOrderActivity: route(e.addStoreOrderActivity, {
    access: manage,
    tags,
    summary: 'Add a merchant comment or a custom activity to an order',
    params: IdParams,
    input: AddStoreOrderActivityRequest,
    response: AddStoreOrderActivityResponse,
  }),
  deleteStoreOrderActivity: route(e.deleteStoreOrderActivity, {
    access: manage,
    tags,
    summary: "Delete a merchant comment or custom activity (the system's activities stay)",
    params: StoreOrderActivityParams,
    response: OrderAnswer,
  }),
  updateStoreOrderStatus: route(e.updateStoreOrderStatus, {
    access: manage,
    tags,
    summary: 'Move an order along its status machine (approve, pend, reject; cancel has its own route)',
    params: IdParams,
    input: UpdateStoreOrderStatusRequest,
    response: OrderAnswer,
  }),
  bulkUpdateStoreOrderTags: route(e.bulkUpdateStoreOrderTags, {
    access: manage,
    tags,
    summary: 'Assign and unassign tags of up to 100 orders (a result per order)',
    input: BulkUpdateStoreOrderTagsRequest,
    response: BulkUpdateStoreOrderTagsResponse,
  }),
  addStoreOrderActivities: route(e.addStoreOrderActivities, {
    access: manage,
    tags,
    summary: 'Add up to 100 merchant comments or custom activities to an order at once',
    params: IdParams,
    input: AddStoreOrderActivitiesRequest,
    response: AddStoreOrderActivitiesResponse,
  }),
  updateStoreOrderActivity: route(e.updateStoreOrderActivity, {
    access: manage,
    tags,
    summary: "Change a merchant comment or custom activity (same kind; the system's activities stay)",
    params: StoreOrderActivityParams,
    input: UpdateStoreOrderActivityRequest,
    response: OrderAnswer,
  }),
  createStoreOrder: route(e.createStoreOrder, {
    access: manage,
    tags,
    summary:
      "Create an order (owner): catalog or custom lines, totals by the store's calculator, stock taken " +
      'atomically (never oversold), the next order number',
    input: CreateStoreOrderRequest,
    response: OrderAnswer,
  }),
  updateStoreOrder: route(e.updateStoreOrder, {
    access: manage,
    tags,
    summary:
      'Update an order by field mask: buyer email and language, weight unit, billing, recipient and ' +
      'shipping destination, archived, seen, attribution, buyer note, custom fields (nothing else)',
    params: IdParams,
    input: UpdateStoreOrderRequest,
    response: OrderAnswer,
  }),
  bulkUpdateStoreOrders: route(e.bulkUpdateStoreOrders, {
    access: manage,
    tags,
    summary: 'Update up to 100 orders by field mask (each in its own unit; a result per order)',
    input: BulkUpdateStoreOrdersRequest,
    response: BulkUpdateStoreOrdersResponse,
  }),
  updateStoreOrderLineItem: route(e.updateStoreOrderLineItem, {
    access: manage,
    tags,
    summary:
      "Update a line item's name, description lines, image, SKU or fulfiller (never its price or quantity)",
    params: Type.Object(
      {
        id: Type.String({ minLength: 1, maxLength: 64 }),
        lineItemId: Type.String({ minLength: 1, maxLength: 64 }),
      },
      closed,
    ),
    input: UpdateStoreOrderLineItemRequest,
    response: OrderAnswer,
  }),
  aggregateStoreOrders: route(e.aggregateStoreOrders, {
    access: manage,
    tags,
    idempotency: false,
    summary:
      'Count orders or sum their money by status, payment, fulfillment, channel, archived, currency or ' +
      'day (filter as the search; at most 10 aggregations of 1,000 groups)',
    input: AggregateStoreOrdersRequest,
    response: AggregateStoreOrdersResponse,
  }),
  importStoreOrder: route(e.importStoreOrder, {
    access: manage,
    tags,
    summary:
      'Import an order kept elsewhere: its number, statuses and totals as given, no stock taken; ' +
      'an imported order may be imported again (replaced), a store order never',
    input: ImportStoreOrderRequest,
    response: OrderAnswer,
  }),
  setStoreOrderNumberCounter: route(e.setStoreOrderNumberCounter, {
    access: manage,
    tags,
    summary: 'Set the last order number used (the next order takes the one after); never below an order',
    input: SetStoreOrderNumberCounterRequest,
    response: SetStoreOrderNumberCounterResponse,
  }),
  bulkDeleteImportedStoreOrders: route(e.bulkDeleteImportedStoreOrders, {
    access: manage,
    tags,
    summary: 'Delete up to 100 imported orders (store orders are never deleted)',
    input: BulkDeleteImportedStoreOrdersRequest,
    response: BulkDeleteImportedStoreOrdersResponse,
  }),
};
