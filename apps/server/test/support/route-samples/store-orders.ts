import type { storeOrdersRoutes } from '@tessera/contracts/routes/index';
import { newId } from '../../../src/platform/ids.ts';
import { orderDraft, writeOrder, writeActivity } from '../../store-orders/helpers.ts';
import { sampleCheckout } from './checkouts.ts';
import type { SamplesOf, SampleFixtures } from './types.ts';

/** An order placed by a visitor (written directly), for the routes of one order. */
async function visitorOrder(fx: SampleFixtures) {
  const visitorId = newId();
  const id = await writeOrder(fx.app, {
    subject: { role: 'VISITOR', id: visitorId },
    buyer: { visitorId, email: 'ada@example.com' },
  });
  return { id, visitorId };
}

/** The store's store-orders routes (modules/store-orders). */
export const storeOrdersSamples: SamplesOf<typeof storeOrdersRoutes> = {
  // A visitor's checkout of one custom line (store-cart's sample): the order is made through its port.
  CreateOrderFromCheckout: async (fx) => {
    const visitorId = newId();
    const id = await sampleCheckout(fx, visitorId);
    return { params: { id }, input: {}, subject: { role: 'VISITOR', id: visitorId } };
  },
  GetStoreOrder: async (fx) => {
    const { id, visitorId } = await visitorOrder(fx);
    return { params: { id }, subject: { role: 'VISITOR', id: visitorId } };
  },
  CancelStoreOrder: async (fx) => ({
    params: { id: (await visitorOrder(fx)).id },
    input: { restockAllItems: true, sendOrderCanceledEmail: true, customMessage: 'Sorry' },
  }),
  SearchStoreOrders: () => ({
    input: { search: { filter: { status: { $in: ['APPROVED'] } }, cursorPaging: { limit: 10 } } },
  }),
  AddStoreOrderActivity: async (fx) => ({
    params: { id: (await visitorOrder(fx)).id },
    input: { activity: { merchantComment: { message: 'Gift wrapped' } } },
  }),
  DeleteStoreOrderActivity: async (fx) => {
    const { id } = await visitorOrder(fx);
    const activityId = await writeActivity(fx.app, id, {
      type: 'MERCHANT_COMMENT',
      merchantComment: { message: 'x' },
    });
    return { params: { id, activityId } };
  },
  UpdateStoreOrderStatus: async (fx) => ({
    params: { id: (await visitorOrder(fx)).id },
    input: { status: 'APPROVED' },
  }),
  BulkUpdateStoreOrderTags: async (fx) => ({
    input: { orderIds: [(await visitorOrder(fx)).id], assignTags: { tags: { tagIds: ['vip'] } } },
  }),
  AddStoreOrderActivities: async (fx) => ({
    params: { id: (await visitorOrder(fx)).id },
    input: {
      orderActivities: [
        { merchantComment: { message: 'Packed' } },
        { type: 'CUSTOM_ACTIVITY', customActivity: { appId: 'app', type: 'LABEL' } },
      ],
    },
  }),
  UpdateStoreOrderActivity: async (fx) => {
    const { id } = await visitorOrder(fx);
    const activityId = await writeActivity(fx.app, id, {
      type: 'MERCHANT_COMMENT',
      merchantComment: { message: 'x' },
    });
    return { params: { id, activityId }, input: { activity: { merchantComment: { message: 'y' } } } };
  },
  // An owner's order of one custom line (no stock to take), for a buyer given by email.
  CreateStoreOrder: () => ({
    input: {
      order: {
        lineItems: [{ productName: { original: 'Gift card' }, quantity: 2, price: { amount: '12.5' } }],
        buyerInfo: { email: 'ada@example.com' },
        channelInfo: { type: 'BACKOFFICE_MERCHANT' },
        paymentStatus: 'PAID',
      },
    },
  }),
  UpdateStoreOrder: async (fx) => ({
    params: { id: (await visitorOrder(fx)).id },
    input: { order: { buyerInfo: { email: 'grace@example.com' } }, fieldMask: 'buyerInfo.email' },
  }),
  BulkUpdateStoreOrders: async (fx) => ({
    input: { orders: [{ order: { id: (await visitorOrder(fx)).id, archived: true } }], returnEntity: true },
  }),
  UpdateStoreOrderLineItem: async (fx) => {
    const lineItemId = newId();
    const id = await writeOrder(fx.app, {
      status: 'APPROVED',
      lineItems: [{ ...orderDraft().lineItems[0]!, id: lineItemId }],
    });
    return { params: { id, lineItemId }, input: { lineItem: { productName: { original: 'Blue mug' } } } };
  },
  AggregateStoreOrders: () => ({
    input: {
      filter: { archived: false },
      aggregation: {
        byStatus: { $count: 'status' },
        revenueByDay: { $sum: 'priceSummary.total', by: 'createdDate.day' },
      },
    },
  }),
  ImportStoreOrder: () => ({
    input: {
      order: {
        lineItems: [{ productName: { original: 'Old mug' }, quantity: 1, price: { amount: '9' } }],
        channelInfo: { type: 'OTHER_PLATFORM' },
        status: 'APPROVED',
        paymentStatus: 'PAID',
      },
    },
  }),
  SetStoreOrderNumberCounter: () => ({ input: { counter: '50000' } }),
  BulkDeleteImportedStoreOrders: async (fx) => ({
    input: { orderIds: [await writeOrder(fx.app, { status: 'APPROVED', imported: true })] },
  }),
};
