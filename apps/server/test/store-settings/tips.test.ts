import { checkoutsRoutes } from '@tessera/contracts/routes/checkouts.routes';
import { currentCartRoutes } from '@tessera/contracts/routes/current-cart.routes';
import { storeOrdersRoutes } from '@tessera/contracts/routes/store-orders.routes';
import { tipsRoutes } from '@tessera/contracts/routes/tips.routes';
import { STORES_APP_ID } from '@tessera/contracts/ecom-common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../../src/platform/auth/access-tokens.ts';
import { SigningKeyCache } from '../../src/platform/auth/signing-keys.ts';
import { TestClock } from '../../src/platform/clock.ts';
import { newId } from '../../src/platform/ids.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { testClient } from '../support/test-client.ts';

const T = tipsRoutes;
const C = currentCartRoutes;
const K = checkoutsRoutes;
const O = storeOrdersRoutes;

describe('tips: settings, a checkout tip choice priced into the checkout and its order', () => {
  let app: TestApp;
  let mug: string;
  const client = () => testClient(app);

  beforeAll(async () => {
    app = await createTestApp({ app: { clock: new TestClock(Date.parse('2026-05-01T10:00:00.000Z')) } });
    // A real catalog product (12.50 USD), untracked stock: orders take it.
    const created = await app.request({
      method: 'POST',
      url: '/stores/v1/products',
      headers: app.ownerHeaders(),
      payload: { product: { name: 'Mug', productType: 'physical', priceData: { price: 12.5 } } },
    });
    mug = created.json().product.id;
  });
  afterAll(() => app.close());

  const visitor = async () => {
    const id = newId();
    const headers = {
      authorization: await signAccessToken(new SigningKeyCache(app.db), {
        siteId: app.site.siteId,
        clientId: app.site.clientId,
        subjectId: id,
        role: 'VISITOR',
      }),
    };
    return { id, headers };
  };

  /** A visitor's checkout of one mug (12.50 USD). */
  async function checkoutOf(as: Record<string, string>): Promise<string> {
    await client().call(C.addToCurrentCart, {
      as,
      input: { lineItems: [{ quantity: 1, catalogReference: { catalogItemId: mug, appId: STORES_APP_ID } }] },
    });
    return (await client().call(C.createCheckoutFromCurrentCart, { as, input: { channelType: 'WEB' } }))
      .checkoutId;
  }

  it('owner settings: defaults filled, one default per site, update by revision, query, delete refused for the default', async () => {
    const site = await app.createSite('Tip settings');
    const as = app.ownerHeaders(site);
    const created = await client().call(T.createDefaultTipSettings, { as, input: { tipSettings: {} } });
    expect(created.tipSettings).toMatchObject({
      tipType: 'PERCENTAGE',
      presets: [
        { value: 10, default: false },
        { value: 15, default: true },
        { value: 20, default: false },
      ],
      allowCustomerTip: true,
      allowCustomAmount: true,
      staffDistributionMethod: 'EQUAL',
      default: true,
      revision: '1',
    });
    const again = await client().send(T.createDefaultTipSettings, { as, input: { tipSettings: {} } });
    expect(again.statusCode).toBe(409);
    expect(again.json().details.applicationError.code).toBe('DEFAULT_SETTINGS_ALREADY_EXISTS');

    const terminal = await client().call(T.createTipSettings, {
      as,
      input: {
        tipSettings: {
          paymentTerminalId: 'POS-7',
          tipType: 'AMOUNT',
          presets: [{ value: 1.5 }, { value: 3 }],
        },
      },
    });
    expect(terminal.tipSettings).toMatchObject({
      paymentTerminalId: 'POS-7',
      default: false,
      tipType: 'AMOUNT',
    });

    const updated = await client().call(T.updateTipSettings, {
      as,
      input: {
        tipSettings: { id: created.tipSettings.id, revision: '1', staffDistributionMethod: 'PROPORTIONAL' },
      },
    });
    expect(updated.tipSettings).toMatchObject({
      staffDistributionMethod: 'PROPORTIONAL',
      revision: '2',
      default: true,
    });
    const stale = await client().send(T.updateTipSettings, {
      as,
      input: { tipSettings: { id: created.tipSettings.id, revision: '1', allowCustomAmount: false } },
    });
    expect(stale.statusCode).toBe(409);

    const defaults = await client().call(T.queryTipSettings, {
      as,
      input: { query: { filter: { default: true } } },
    });
    expect(defaults.tipSettings.map((s) => s.id)).toEqual([created.tipSettings.id]);
    const all = await client().call(T.queryTipSettings, { as, input: {} });
    expect(all.tipSettings.map((s) => s.id)).toEqual([created.tipSettings.id, terminal.tipSettings.id]);

    const refused = await client().send(T.deleteTipSettings, {
      as,
      params: { tipSettingsId: created.tipSettings.id },
    });
    expect(refused.statusCode).toBe(428);
    expect(refused.json().details.applicationError.code).toBe('CANNOT_DELETE_DEFAULT_SETTINGS');
    await client().call(T.deleteTipSettings, { as, params: { tipSettingsId: terminal.tipSettings.id } });
    const gone = await client().send(T.deleteTipSettings, {
      as,
      params: { tipSettingsId: terminal.tipSettings.id },
    });
    expect(gone.statusCode).toBe(404);
  });

  it('refuses bad presets with the hosted codes and writes nothing', async () => {
    const site = await app.createSite('Bad presets');
    const as = app.ownerHeaders(site);
    const cases: [Record<string, unknown>, string][] = [
      [{ presets: [{ value: 150 }] }, 'PRESET_PERCENTAGE_TOO_HIGH'],
      [
        {
          presets: [
            { value: 5, default: true },
            { value: 10, default: true },
          ],
        },
        'CANNOT_HAVE_MORE_THAN_ONE_DEFAULT_PRESET',
      ],
      [{ presets: [{ value: 12.345 }] }, 'INVALID_ARGUMENT'],
      [{ tipType: 'AMOUNT', presets: [{ value: 0.005 }] }, 'INVALID_ARGUMENT'],
      [{ locationId: newId(), paymentTerminalId: 'T' }, 'INVALID_ARGUMENT'],
    ];
    for (const [tipSettings, code] of cases) {
      const response = await client().send(T.createTipSettings, { as, input: { tipSettings } as never });
      expect(response.statusCode, JSON.stringify(tipSettings)).toBe(400);
      const details = response.json().details;
      if (code === 'INVALID_ARGUMENT') expect(details.validationError.fieldViolations).toHaveLength(1);
      else expect(details.applicationError.code).toBe(code);
    }
    const tooMany = await client().send(T.createTipSettings, {
      as,
      input: { tipSettings: { presets: [{ value: 1 }, { value: 2 }, { value: 3 }, { value: 4 }] } },
    });
    expect(tooMany.statusCode).toBe(400);
    expect((await client().call(T.queryTipSettings, { as, input: {} })).tipSettings).toEqual([]);
  });

  it("a visitor's choice prices their checkout (a percentage rounded half up) and the order carries the fee TIP", async () => {
    await client().send(T.createDefaultTipSettings, { as: app.ownerHeaders(), input: { tipSettings: {} } });
    const buyer = await visitor();
    const checkoutId = await checkoutOf(buyer.headers);

    const before = await client().call(T.getTipChoice, {
      as: buyer.headers,
      params: { purchaseFlowId: checkoutId },
    });
    expect(before).toEqual({
      tipAmount: '0.00',
      tipSettings: {
        tipType: 'PERCENTAGE',
        presets: [
          { value: 10, default: false },
          { value: 15, default: true },
          { value: 20, default: false },
        ],
        allowCustomAmount: true,
        currency: 'USD',
      },
    });

    // 15 % of 12.50 is 1.875: rounded once, half up, to 1.88.
    const chosen = await client().call(T.updateTipChoice, {
      as: buyer.headers,
      input: { purchaseFlowId: checkoutId, tipChoice: { tipType: 'PERCENTAGE', value: '15' } },
    });
    expect(chosen).toMatchObject({ tipChoice: { tipType: 'PERCENTAGE', value: '15' }, tipAmount: '1.88' });
    const { checkout } = await client().call(K.getCheckout, {
      as: buyer.headers,
      params: { id: checkoutId },
    });
    expect(checkout.priceSummary.total?.amount).toBe('14.38');
    expect(checkout.additionalFees).toEqual([
      expect.objectContaining({ code: 'TIP', price: expect.objectContaining({ amount: '1.88' }) }),
    ]);

    const custom = await client().call(T.updateTipChoice, {
      as: buyer.headers,
      input: { purchaseFlowId: checkoutId, tipChoice: { tipType: 'CUSTOM', value: '2.5' } },
    });
    expect(custom.tipAmount).toBe('2.50');

    const { orderId } = await client().call(O.createOrderFromCheckout, {
      as: buyer.headers,
      params: { id: checkoutId },
      input: {},
    });
    const { order } = await client().call(O.getStoreOrder, { as: buyer.headers, params: { id: orderId } });
    expect(order.additionalFees).toEqual([
      expect.objectContaining({ code: 'TIP', price: expect.objectContaining({ amount: '2.50' }) }),
    ]);
    expect(order.priceSummary?.total?.amount).toBe('15.00');

    const late = await client().send(T.updateTipChoice, {
      as: buyer.headers,
      input: { purchaseFlowId: checkoutId, tipChoice: { tipType: 'CUSTOM', value: '9' } },
    });
    expect(late.statusCode).toBe(428);
    expect(late.json().details.applicationError.code).toBe('CHECKOUT_ALREADY_COMPLETED');
  });

  it('refuses choices the settings do not offer, and someone else gets the checkout 404', async () => {
    await client().send(T.createDefaultTipSettings, { as: app.ownerHeaders(), input: { tipSettings: {} } });
    const buyer = await visitor();
    const checkoutId = await checkoutOf(buyer.headers);
    const choose = (as: Record<string, string>, tipChoice: Record<string, unknown>) =>
      client().send(T.updateTipChoice, { as, input: { purchaseFlowId: checkoutId, tipChoice } as never });

    expect((await choose(buyer.headers, { tipType: 'PERCENTAGE', value: '12' })).statusCode).toBe(400);
    expect((await choose(buyer.headers, { tipType: 'AMOUNT', value: '10' })).statusCode).toBe(400);
    expect((await choose(buyer.headers, { tipType: 'CUSTOM', value: '1.005' })).statusCode).toBe(400);
    expect((await choose(buyer.headers, { tipType: 'PERCENTAGE', value: '-1' })).statusCode).toBe(400);

    const stranger = await visitor();
    const refused = await choose(stranger.headers, { tipType: 'PERCENTAGE', value: '10' });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().details.applicationError.code).toBe('CHECKOUT_NOT_FOUND');
    const unknown = await client().send(T.updateTipChoice, {
      as: stranger.headers,
      input: { purchaseFlowId: newId(), tipChoice: { tipType: 'PERCENTAGE', value: '10' } },
    });
    expect(unknown.json().details).toEqual(refused.json().details);
    const read = await client().send(T.getTipChoice, {
      as: stranger.headers,
      params: { purchaseFlowId: checkoutId },
    });
    expect(read.statusCode).toBe(404);
    expect(
      await client().call(T.getTipChoice, { as: buyer.headers, params: { purchaseFlowId: checkoutId } }),
    ).toMatchObject({
      tipAmount: '0.00',
    });

    // The owner may choose on any checkout; "0" is no tip.
    const owner = await client().call(T.updateTipChoice, {
      as: app.ownerHeaders(),
      input: { purchaseFlowId: checkoutId, tipChoice: { tipType: 'PERCENTAGE', value: '20' } },
    });
    expect(owner.tipAmount).toBe('2.50');
    const none = await client().call(T.updateTipChoice, {
      as: buyer.headers,
      input: { purchaseFlowId: checkoutId, tipChoice: { value: '0' } },
    });
    expect(none.tipAmount).toBe('0.00');
  });

  it('a store without customer tips refuses choices and prices none', async () => {
    const site = await app.createSite('No tips');
    const as = await app.visitorHeaders(site);
    const response = await client().send(T.previewTip, {
      as,
      input: { lineItemInfo: [{ price: '10', quantity: 1 }], tipChoice: { tipType: 'AMOUNT', value: '1' } },
    });
    expect(response.statusCode).toBe(200);
    const missing = await client().send(T.updateTipChoice, {
      as,
      input: { purchaseFlowId: newId(), tipChoice: { tipType: 'AMOUNT', value: '1' } },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('previews exactly: unit price × quantity, the percentage rounded once half up', async () => {
    const as = await app.visitorHeaders();
    const preview = await client().call(T.previewTip, {
      as,
      input: {
        lineItemInfo: [
          { lineItemId: 'a', price: '19.99', quantity: 3 },
          { lineItemId: 'b', price: '0.01', quantity: 1 },
        ],
        tipChoice: { tipType: 'PERCENTAGE', value: '15' },
      },
    });
    // 59.98 × 15 % = 8.997 → 9.00
    expect(preview.tip).toEqual({
      lineItemSubtotal: '59.98',
      amount: '9.00',
      distributions: [],
      undistributedAmount: '9.00',
    });
    const amount = await client().call(T.previewTip, {
      as,
      input: { lineItemInfo: [{ price: '5', quantity: 2 }], tipChoice: { tipType: 'AMOUNT', value: '0' } },
    });
    expect(amount.tip).toEqual({ lineItemSubtotal: '10.00', amount: '0.00', distributions: [] });
    const bad = await client().send(T.previewTip, {
      as,
      input: {
        lineItemInfo: [{ price: '5', quantity: 1 }],
        tipChoice: { tipType: 'PERCENTAGE', value: '101' },
      },
    });
    expect(bad.statusCode).toBe(400);
    const unknownSettings = await client().send(T.previewTip, {
      as,
      input: { lineItemInfo: [{ price: '5' }], tipChoice: { value: '1' }, tipSettingsId: newId() },
    });
    expect(unknownSettings.statusCode).toBe(404);
  });
});
