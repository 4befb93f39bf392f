import { tipsRoutes } from '@tessera/contracts/routes/tips.routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../../src/platform/auth/access-tokens.ts';
import { SigningKeyCache } from '../../src/platform/auth/signing-keys.ts';
import { newId } from '../../src/platform/ids.ts';
import type { TestApp } from '../support/test-app.ts';
import { testClient } from '../support/test-client.ts';
import { placeOrder, storePaymentsApp } from '../store-payments/helpers.ts';

const T = tipsRoutes;

describe("tips: an order's tip and its distributions among staff", () => {
  let app: TestApp;
  const client = () => testClient(app);
  const owner = () => app.ownerHeaders();

  beforeAll(async () => {
    app = await storePaymentsApp();
  });
  afterAll(() => app.close());

  /** An order of 25.00 whose checkout carried a tip of 2.50 (the fee TIP), placed by a visitor. */
  async function orderWithTipFee(visitorId = newId()) {
    const feeId = newId();
    const orderId = await placeOrder(app, app.site.siteId, {
      visitorId,
      overrides: {
        additionalFees: [{ id: feeId, code: 'TIP', name: 'Tip', priceMinor: 250, lineItemIds: [] }],
      },
    });
    return { orderId, feeId, visitorId };
  }

  it("reads the order's fee TIP as its tip; the buyer may read it, anyone else gets the order's 404", async () => {
    const { orderId, feeId, visitorId } = await orderWithTipFee();
    const { tip } = await client().call(T.getTipByOrderId, { as: owner(), params: { orderId } });
    expect(tip).toEqual({
      id: feeId,
      lineItemSubtotal: '25.00',
      amount: '2.50',
      distributions: [],
      undistributedAmount: '2.50',
    });
    const buyer = {
      authorization: await signAccessToken(new SigningKeyCache(app.db), {
        siteId: app.site.siteId,
        clientId: app.site.clientId,
        subjectId: visitorId,
        role: 'VISITOR',
      }),
    };
    expect((await client().call(T.getTipByOrderId, { as: buyer, params: { orderId } })).tip.amount).toBe(
      '2.50',
    );
    const stranger = await client().send(T.getTipByOrderId, {
      as: await app.visitorHeaders(),
      params: { orderId },
    });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().details.applicationError.code).toBe('ORDER_NOT_FOUND');
    const none = await client().call(T.getTipByOrderId, {
      as: owner(),
      params: { orderId: await placeOrder(app, app.site.siteId) },
    });
    expect(none.tip).toEqual({ lineItemSubtotal: '25.00', amount: '0.00', distributions: [] });
    const draft = await client().send(T.getTipByDraftOrderId, {
      as: owner(),
      params: { draftOrderId: newId() },
    });
    expect(draft.statusCode).toBe(404);
  });

  it('splits exactly: amounts sent, the rest EQUAL (largest remainder), never more than the tip', async () => {
    const orderId = await placeOrder(app, app.site.siteId);
    const set = await client().call(T.setTipOnOrder, {
      as: owner(),
      input: { orderId, tip: { amount: '11.00' } },
    });
    expect(set.orderInfo).toMatchObject({
      orderId,
      additionalFeePrice: { amount: '11.00', formattedAmount: '$11.00' },
    });
    const ada = newId();
    const added = await client().call(T.addTipDistributionsToOrder, {
      as: owner(),
      input: {
        orderId,
        tipDistributions: [
          { staff: { staffMemberId: ada, name: 'Ada' }, amount: '1.00' },
          { staff: { name: 'Bo' } },
          { staff: { name: 'Cy' } },
          { staff: { name: 'Di' } },
        ],
      },
    });
    // 10.00 left over three: 3.34 + 3.33 + 3.33 — the parts add up to the tip.
    expect(added.tipDistributions.map((d) => d.amount)).toEqual(['1.00', '3.34', '3.33', '3.33']);
    expect(added.tipDistributions[0]).toMatchObject({
      staff: { id: ada, staffMemberId: ada, name: 'Ada' },
      source: 'DASHBOARD',
    });

    const over = await client().send(T.addTipDistributionsToOrder, {
      as: owner(),
      input: { orderId, tipDistributions: [{ staff: { name: 'Ed' }, amount: '0.01' }] },
    });
    expect(over.statusCode).toBe(428);
    expect(over.json().details.applicationError.code).toBe('TIP_DISTRIBUTIONS_EXCEED_TIP');
    const below = await client().send(T.setTipOnOrder, {
      as: owner(),
      input: { orderId, tip: { amount: '10.99' } },
    });
    expect(below.statusCode).toBe(428);
    expect(below.json().details.applicationError.code).toBe('TIP_BELOW_DISTRIBUTED');

    const { tip } = await client().call(T.getTipByOrderId, { as: owner(), params: { orderId } });
    expect(tip.amount).toBe('11.00');
    expect(tip.undistributedAmount).toBeUndefined();
    expect(tip.distributions).toHaveLength(4);

    const mine = await client().call(T.queryTipDistributions, {
      as: owner(),
      input: { query: { filter: { 'staff.staffMemberId': ada } } },
    });
    expect(mine.tipDistributions.map((d) => d.amount)).toEqual(['1.00']);
    const sum = await client().call(T.sumTipDistributionAmounts, {
      as: owner(),
      input: { filter: { orderId } },
    });
    expect(sum.totalAmount).toBe('11.00');
    const bad = await client().send(T.sumTipDistributionAmounts, {
      as: owner(),
      input: { filter: { nope: 1 } },
    });
    expect(bad.statusCode).toBe(400);

    const removed = await client().call(T.removeTipFromOrder, { as: owner(), input: { orderId } });
    expect(removed.orderInfo.additionalFeePrice?.amount).toBe('0.00');
    const after = await client().call(T.getTipByOrderId, { as: owner(), params: { orderId } });
    expect(after.tip).toMatchObject({ amount: '0.00', distributions: [] });
    expect(
      (await client().call(T.sumTipDistributionAmounts, { as: owner(), input: { filter: { orderId } } }))
        .totalAmount,
    ).toBe('0.00');
  });

  it('splits PROPORTIONAL to the lines when the default settings say so', async () => {
    const site = await app.createSite('Proportional');
    const as = app.ownerHeaders(site);
    await client().call(T.createDefaultTipSettings, {
      as,
      input: { tipSettings: { staffDistributionMethod: 'PROPORTIONAL' } },
    });
    const orderId = await placeOrder(app, site.siteId);
    await client().call(T.setTipOnOrder, { as, input: { orderId, tip: { amount: '1.00' } } });
    const added = await client().call(T.addTipDistributionsToOrder, {
      as,
      input: {
        orderId,
        tipDistributions: [
          { staff: { name: 'Cut' }, lineItemInfo: [{ price: '20.00', quantity: 1 }] },
          { staff: { name: 'Wash' }, lineItemInfo: [{ price: '5.00', quantity: 2 }] },
        ],
      },
    });
    // 1.00 over 20 : 10 → 0.67 + 0.33
    expect(added.tipDistributions.map((d) => d.amount)).toEqual(['0.67', '0.33']);
  });

  it('racing distributions never pass the tip', async () => {
    const orderId = await placeOrder(app, app.site.siteId);
    await client().call(T.setTipOnOrder, { as: owner(), input: { orderId, tip: { amount: '10.00' } } });
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        client().send(T.addTipDistributionsToOrder, {
          as: owner(),
          input: { orderId, tipDistributions: [{ staff: { name: 'Racer' }, amount: '4.00' }] },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 428, 428]);
    const sum = await client().call(T.sumTipDistributionAmounts, {
      as: owner(),
      input: { filter: { orderId } },
    });
    expect(sum.totalAmount).toBe('8.00');
  });

  it('refuses unknown orders and bad amounts; staff and visitors cannot set tips', async () => {
    const missing = await client().send(T.setTipOnOrder, {
      as: owner(),
      input: { orderId: newId(), tip: { amount: '1' } },
    });
    expect(missing.statusCode).toBe(404);
    const orderId = await placeOrder(app, app.site.siteId);
    const bad = await app.request({
      method: 'POST',
      url: '/tips/v1/tips/set',
      headers: owner(),
      payload: { orderId, tip: { amount: '-1' } },
    });
    expect(bad.statusCode).toBe(400);
    const visitor = await client().send(T.setTipOnOrder, {
      as: await app.visitorHeaders(),
      input: { orderId, tip: { amount: '1' } },
    });
    expect(visitor.statusCode).toBe(403);
  });
});
