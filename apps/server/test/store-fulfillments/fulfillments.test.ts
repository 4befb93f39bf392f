/**
 * Fulfillments of store orders: shipping some or all units of an order's lines with tracking; the
 * order's fulfillment status and activities follow, the buyer gets one shipping email, concurrent
 * shipments never fulfil more units than a line has, and only the owner writes (the buyer reads).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/platform/ids.ts';
import { SigningKeyCache } from '../../src/platform/auth/signing-keys.ts';
import { signAccessToken } from '../../src/platform/auth/access-tokens.ts';
import { listMailbox } from '../../src/platform/mail/dev-mailbox.ts';
import { siteScope } from '../../src/platform/site-scope.ts';
import { storeOrdersModule } from '../../src/modules/store-orders/index.ts';
import type { TestApp } from '../support/test-app.ts';
import { placeOrder, storePaymentsApp } from '../store-payments/helpers.ts';
import { orderDraft } from '../store-orders/helpers.ts';

describe('store fulfillments', () => {
  let app: TestApp;
  const site = () => app.site.siteId;
  const owner = () => app.ownerHeaders();
  const orderOf = (orderId: string) =>
    app.modules.get(storeOrdersModule).payments.findOrder(siteScope(app.db, site()), orderId);
  const visitor = async (visitorId: string) => ({
    authorization: await signAccessToken(new SigningKeyCache(app.db), {
      siteId: site(),
      clientId: app.site.clientId,
      subjectId: visitorId,
      role: 'VISITOR',
    }),
  });

  /** An approved order of two lines: 2 mugs and 1 poster; answers its id and line ids. */
  async function twoLineOrder(options: { status?: string; visitorId?: string } = {}) {
    const base = orderDraft();
    const mug = { ...base.lineItems[0]!, id: newId() };
    const poster = { ...mug, id: newId(), quantity: 1, productName: { original: 'Poster' } };
    const orderId = await placeOrder(app, site(), {
      visitorId: options.visitorId,
      overrides: { status: (options.status ?? 'APPROVED') as never, lineItems: [mug, poster] },
    });
    return { orderId, mug: mug.id, poster: poster.id };
  }
  const create = (orderId: string, fulfillment: object, headers: Record<string, string> = owner()) =>
    app.request({
      method: 'POST',
      url: `/ecom/v1/fulfillments/orders/${orderId}/create-fulfillment`,
      headers,
      payload: { fulfillment },
    });
  const codeOf = (response: { json(): any }) => response.json().details?.applicationError?.code;

  beforeAll(async () => {
    app = await storePaymentsApp();
  });
  afterAll(() => app.close());

  it('ships every unit by default: FULFILLED, the carrier link made, activities and one email', async () => {
    const { orderId, mug, poster } = await twoLineOrder();
    const response = await create(orderId, {
      trackingInfo: { trackingNumber: '1Z 42', shippingProvider: 'ups' },
    });
    expect(response.statusCode).toBe(200);
    const { fulfillmentId, orderWithFulfillments } = response.json();
    expect(orderWithFulfillments.orderId).toBe(orderId);
    expect(orderWithFulfillments.fulfillments).toEqual([
      expect.objectContaining({
        id: fulfillmentId,
        lineItems: [
          { id: mug, quantity: 2 },
          { id: poster, quantity: 1 },
        ],
        trackingInfo: {
          trackingNumber: '1Z 42',
          shippingProvider: 'ups',
          trackingLink: 'https://www.ups.com/track?tracknum=1Z%2042',
        },
      }),
    ]);
    const order = await orderOf(orderId);
    expect(order?.fulfillmentStatus).toBe('FULFILLED');
    expect(order?.activities?.map((a) => a.type)).toEqual(
      expect.arrayContaining([
        'ORDER_FULFILLED',
        'TRACKING_NUMBER_ADDED',
        'SHIPPING_CONFIRMATION_EMAIL_SENT',
      ]),
    );
    await app.outbox.dispatchPending();
    const mails = (
      await listMailbox(siteScope(app.db, site()), { to: 'ada@example.com', limit: 500 })
    ).filter((m) => m.subject.includes(`#${order?.number} has shipped`));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain('https://www.ups.com/track?tracknum=1Z%2042');
  });

  it('ships part of a line: PARTIALLY_FULFILLED, then FULFILLED, then nothing is left', async () => {
    const { orderId, mug, poster } = await twoLineOrder();
    expect((await create(orderId, { lineItems: [{ id: mug, quantity: 1 }] })).statusCode).toBe(200);
    expect((await orderOf(orderId))?.fulfillmentStatus).toBe('PARTIALLY_FULFILLED');
    const over = await create(orderId, { lineItems: [{ id: mug, quantity: 2 }] });
    expect(over.statusCode).toBe(428);
    expect(codeOf(over)).toBe('LINE_ITEM_QUANTITY_NOT_AVAILABLE');
    expect(over.json().details.applicationError.data).toMatchObject({ requested: 2, available: 1 });
    // The rest of every line (the mug's last unit and the poster) by default.
    const rest = await create(orderId, {});
    expect(rest.statusCode).toBe(200);
    expect(rest.json().orderWithFulfillments.fulfillments[1].lineItems).toEqual([
      { id: mug, quantity: 1 },
      { id: poster, quantity: 1 },
    ]);
    expect((await orderOf(orderId))?.fulfillmentStatus).toBe('FULFILLED');
    const again = await create(orderId, {});
    expect(again.statusCode).toBe(428);
    expect(codeOf(again)).toBe('ORDER_ALREADY_FULFILLED');
  });

  it('refuses unknown or repeated lines, a non-web link and a tracking number used twice; nothing written', async () => {
    const { orderId, mug } = await twoLineOrder();
    const unknown = await create(orderId, { lineItems: [{ id: newId() }, { id: mug }, { id: mug }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details.validationError.fieldViolations.map((v: any) => v.field)).toEqual([
      'fulfillment.lineItems[0].id',
      'fulfillment.lineItems[2].id',
    ]);
    const script = await create(orderId, {
      trackingInfo: {
        trackingNumber: 'X1',
        shippingProvider: 'Local courier',
        trackingLink: 'javascript:alert(1)',
      },
    });
    expect(script.statusCode).toBe(400);
    expect((await orderOf(orderId))?.fulfillmentStatus).toBe('NOT_FULFILLED');
    expect(
      (
        await create(orderId, {
          lineItems: [{ id: mug, quantity: 1 }],
          trackingInfo: { trackingNumber: 'T-1' },
        })
      ).statusCode,
    ).toBe(200);
    const twice = await create(orderId, {
      lineItems: [{ id: mug, quantity: 1 }],
      trackingInfo: { trackingNumber: 'T-1' },
    });
    expect(twice.statusCode).toBe(409);
    expect(codeOf(twice)).toBe('TRACKING_NUMBER_ALREADY_EXISTS');
    expect((await orderOf(orderId))?.fulfillmentStatus).toBe('PARTIALLY_FULFILLED');
  });

  it('changes the tracking (TRACKING_NUMBER_EDITED) and deletes a shipment (the order unfulfilled again)', async () => {
    const { orderId } = await twoLineOrder();
    const { fulfillmentId } = (await create(orderId, { trackingInfo: { trackingNumber: 'A-1' } })).json();
    const updated = await app.request({
      method: 'PATCH',
      url: `/ecom/v1/fulfillments/${fulfillmentId}/orders/${orderId}`,
      headers: owner(),
      payload: {
        fulfillment: {
          trackingInfo: {
            trackingNumber: 'B-2',
            shippingProvider: 'Courier',
            trackingLink: 'https://courier.example/B-2',
          },
          status: 'In_Delivery',
          completed: false,
        },
      },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().orderWithFulfillments.fulfillments[0]).toMatchObject({
      trackingInfo: { trackingNumber: 'B-2', trackingLink: 'https://courier.example/B-2' },
      status: 'In_Delivery',
      completed: false,
    });
    expect((await orderOf(orderId))?.activities?.map((a) => a.type)).toContain('TRACKING_NUMBER_EDITED');
    const deleted = await app.request({
      method: 'DELETE',
      url: `/ecom/v1/fulfillments/${fulfillmentId}/orders/${orderId}`,
      headers: owner(),
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().orderWithFulfillments.fulfillments).toEqual([]);
    const order = await orderOf(orderId);
    expect(order?.fulfillmentStatus).toBe('NOT_FULFILLED');
    expect(order?.activities?.map((a) => a.type)).toContain('ORDER_NOT_FULFILLED');
    const missing = await app.request({
      method: 'DELETE',
      url: `/ecom/v1/fulfillments/${fulfillmentId}/orders/${orderId}`,
      headers: owner(),
    });
    expect(missing.statusCode).toBe(404);
    expect(codeOf(missing)).toBe('FULFILLMENT_NOT_FOUND');
  });

  it('ships nothing of a canceled or unplaced order, nor of a missing one', async () => {
    const canceled = await twoLineOrder({ status: 'CANCELED' });
    const refused = await create(canceled.orderId, {});
    expect(refused.statusCode).toBe(428);
    expect(codeOf(refused)).toBe('ORDER_NOT_FULFILLABLE');
    const initialized = await twoLineOrder({ status: 'INITIALIZED' });
    expect((await create(initialized.orderId, {})).statusCode).toBe(428);
    const missing = await create(newId(), {});
    expect(missing.statusCode).toBe(404);
    expect(codeOf(missing)).toBe('ORDER_NOT_FOUND');
  });

  it('never ships more units than a line has, however many shipments race', async () => {
    const { orderId, mug } = await twoLineOrder();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => create(orderId, { lineItems: [{ id: mug, quantity: 1 }] })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(2);
    expect(answers.filter((a) => a.statusCode === 428)).toHaveLength(6);
    const listed = await app.request({
      method: 'GET',
      url: `/ecom/v1/fulfillments/orders/${orderId}`,
      headers: owner(),
    });
    expect(listed.json().orderWithFulfillments.fulfillments).toHaveLength(2);
    expect((await orderOf(orderId))?.fulfillmentStatus).toBe('PARTIALLY_FULFILLED');
  });

  it('lets the buyer follow their parcels, nobody else; only the owner ships', async () => {
    const buyerId = newId();
    const { orderId } = await twoLineOrder({ visitorId: buyerId });
    expect((await create(orderId, {}, await visitor(buyerId))).statusCode).toBe(403);
    expect((await create(orderId, { trackingInfo: { trackingNumber: 'P-1' } })).statusCode).toBe(200);
    const list = (headers: Record<string, string>) =>
      app.request({ method: 'GET', url: `/ecom/v1/fulfillments/orders/${orderId}`, headers });
    const own = await list(await visitor(buyerId));
    expect(own.statusCode).toBe(200);
    expect(own.json().orderWithFulfillments.fulfillments[0].trackingInfo.trackingNumber).toBe('P-1');
    const stranger = await list(await visitor(newId()));
    expect(stranger.statusCode).toBe(404);
    const otherSite = await app.createSite();
    expect((await list(app.ownerHeaders(otherSite))).statusCode).toBe(404);
  });

  it('bulk-creates per order (a failing order fails alone) and lists several orders at once', async () => {
    const good = await twoLineOrder();
    const missing = newId();
    const response = await app.request({
      method: 'POST',
      url: '/ecom/v1/fulfillments/orders/bulk/create-fulfillments',
      headers: owner(),
      payload: {
        ordersWithFulfillments: [
          {
            orderId: good.orderId,
            fulfillments: [{ lineItems: [{ id: good.mug }] }, { lineItems: [{ id: good.poster }] }],
          },
          { orderId: missing, fulfillments: [{}] },
        ],
      },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.bulkActionMetadata).toEqual({ totalSuccesses: 1, totalFailures: 1, undetailedFailures: 0 });
    expect(body.results[0].ordersWithFulfillments.fulfillments).toHaveLength(2);
    expect(body.results[1].itemMetadata).toMatchObject({
      originalIndex: 1,
      success: false,
      error: { code: 'ORDER_NOT_FOUND' },
    });
    const listed = await app.request({
      method: 'POST',
      url: '/ecom/v1/fulfillments/list-by-ids',
      headers: owner(),
      payload: { orderIds: [good.orderId, missing] },
    });
    expect(listed.json().ordersWithFulfillments.map((o: any) => o.fulfillments.length)).toEqual([2, 0]);
  });
});
