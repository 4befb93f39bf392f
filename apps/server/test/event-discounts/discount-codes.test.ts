import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../src/platform/clock.ts';
import { createEvent } from '../events/helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createDefinition, reserve } from '../ticket-definitions/helpers.ts';

const BUYER = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };
const HOUR = 3_600_000;

describe('event discount codes: owner routes, invoice and checkout', () => {
  let app: TestApp;
  let clock: TestClock;
  let eventId: string;
  let paidId: string;
  let vipId: string;
  let otherEventTicket: string;

  beforeAll(async () => {
    clock = new TestClock(Date.now());
    app = await createTestApp({ app: { clock } });
    eventId = (await createEvent(app, { registration: { initialType: 'TICKETING' } })).id;
    paidId = (await createDefinition(app, eventId, { feeType: 'FEE_ADDED_AT_CHECKOUT', initialLimit: 500 }))
      .id;
    vipId = (
      await createDefinition(app, eventId, {
        name: 'VIP',
        feeType: 'NO_FEE',
        pricingMethod: { fixedPrice: { value: '33.33', currency: 'USD' } },
      })
    ).id;
    const other = (await createEvent(app, { registration: { initialType: 'TICKETING' } })).id;
    otherEventTicket = (await createDefinition(app, other)).id;
  });
  afterAll(() => app.close());

  const codes = (suffix = '') => `/_api/tessera/v1/events/${eventId}/discount-codes${suffix}`;
  const create = (discountCode: Record<string, unknown>) =>
    app.request({ method: 'POST', url: codes(), headers: app.ownerHeaders(), payload: { discountCode } });
  const created = async (discountCode: Record<string, unknown>) => {
    const response = await create(discountCode);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().discountCode;
  };
  const hold = async (
    visitor: Record<string, string>,
    lines: { ticketDefinitionId: string; quantity: number }[],
  ) => {
    const response = await reserve(app, visitor, eventId, lines);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().id as string;
  };
  const invoice = (visitor: Record<string, string>, id: string, couponCode?: string) =>
    app.request({
      method: 'POST',
      url: `/events/v1/checkout/invoices/${id}`,
      headers: visitor,
      payload: { eventId, ...(couponCode ? { withDiscount: { couponCode } } : {}) },
    });
  const checkout = (visitor: Record<string, string>, payload: Record<string, unknown>) =>
    app.request({
      method: 'POST',
      url: '/events/v1/checkout',
      headers: visitor,
      payload: { eventId, buyer: BUYER, ...payload },
    });
  const timesUsed = async (id: string) =>
    (await app.request({ method: 'GET', url: codes(`/${id}`), headers: app.ownerHeaders() })).json()
      .discountCode.timesUsed as number;
  const errorOf = async (code: string, lines = [{ ticketDefinitionId: paidId, quantity: 1 }]) => {
    const visitor = await app.visitorHeaders();
    const response = await invoice(visitor, await hold(visitor, lines), code);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().discountErrors?.error[0]?.code;
  };

  it('creates, lists, reads, updates by revision and deletes a code', async () => {
    const code = await created({ code: 'Spring10', name: 'Spring sale', discount: { percentOff: '10' } });
    expect(code).toMatchObject({
      eventId,
      code: 'Spring10',
      name: 'Spring sale',
      discount: { percentOff: '10' },
      ticketDefinitionIds: [],
      timesUsed: 0,
      active: true,
      revision: '1',
    });
    const listed = await app.request({ method: 'GET', url: codes(), headers: app.ownerHeaders() });
    expect(listed.json().discountCodes.map((c: any) => c.id)).toContain(code.id);
    const updated = await app.request({
      method: 'PATCH',
      url: codes(`/${code.id}`),
      headers: app.ownerHeaders(),
      payload: {
        discountCode: { revision: '1', discount: { amountOff: { value: '4.50', currency: 'USD' } } },
      },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().discountCode).toMatchObject({
      discount: { amountOff: { value: '4.50', currency: 'USD' } },
      revision: '2',
      name: 'Spring sale',
    });
    const stale = await app.request({
      method: 'PATCH',
      url: codes(`/${code.id}`),
      headers: app.ownerHeaders(),
      payload: { discountCode: { revision: '1', active: false } },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().details.applicationError.code).toBe('DISCOUNT_CODE_REVISION_MISMATCH');
    const deleted = await app.request({
      method: 'DELETE',
      url: codes(`/${code.id}`),
      headers: app.ownerHeaders(),
    });
    expect(deleted.statusCode).toBe(200);
    const gone = await app.request({ method: 'GET', url: codes(`/${code.id}`), headers: app.ownerHeaders() });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().details.applicationError.code).toBe('DISCOUNT_CODE_NOT_FOUND');
  });

  it('keeps a code unique per event without regard to case, also under racing creators', async () => {
    await created({ code: 'UNIQUE1', discount: { percentOff: '5' } });
    const again = await create({ code: 'unique1', discount: { percentOff: '5' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().details.applicationError.code).toBe('DISCOUNT_CODE_ALREADY_EXISTS');
    const racing = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        create({ code: i % 2 ? 'race' : 'RACE', discount: { percentOff: '5' } }),
      ),
    );
    expect(racing.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(racing.filter((r) => r.statusCode === 409)).toHaveLength(9);
    // Renaming onto a taken code is the same 409; another event may have the code.
    const other = await created({ code: 'OTHER1', discount: { percentOff: '5' } });
    const rename = await app.request({
      method: 'PATCH',
      url: codes(`/${other.id}`),
      headers: app.ownerHeaders(),
      payload: { discountCode: { revision: '1', code: 'Unique1' } },
    });
    expect(rename.statusCode).toBe(409);
  });

  it('refuses bad input with field violations and writes nothing', async () => {
    const before = (await app.request({ method: 'GET', url: codes(), headers: app.ownerHeaders() })).json()
      .discountCodes.length;
    const cases: [Record<string, unknown>, string][] = [
      [{ code: 'A1', discount: {} }, 'discountCode.discount'],
      [
        { code: 'A2', discount: { percentOff: '5', amountOff: { value: '1', currency: 'USD' } } },
        'discountCode.discount',
      ],
      [{ code: 'A3', discount: { percentOff: '0' } }, 'discountCode.discount.percentOff'],
      [{ code: 'A4', discount: { percentOff: '101' } }, 'discountCode.discount.percentOff'],
      [
        { code: 'A5', discount: { amountOff: { value: '1.005', currency: 'USD' } } },
        'discountCode.discount.amountOff',
      ],
      [
        { code: 'A6', discount: { amountOff: { value: '0', currency: 'USD' } } },
        'discountCode.discount.amountOff.value',
      ],
      [
        { code: 'A7', discount: { percentOff: '5' }, ticketDefinitionIds: [otherEventTicket] },
        'discountCode.ticketDefinitionIds[0]',
      ],
      [
        {
          code: 'A8',
          discount: { percentOff: '5' },
          validFrom: '2031-01-02T00:00:00.000Z',
          validUntil: '2031-01-01T00:00:00.000Z',
        },
        'discountCode.validUntil',
      ],
    ];
    for (const [input, field] of cases) {
      const response = await create(input);
      expect(response.statusCode, JSON.stringify(input)).toBe(400);
      expect(response.json().details.validationError.fieldViolations.map((v: any) => v.field)).toContain(
        field,
      );
    }
    for (const code of ['__proto__!', 'has space', '']) {
      expect((await create({ code, discount: { percentOff: '5' } })).statusCode).toBe(400);
    }
    const proto = await app.request({
      method: 'POST',
      url: '/_api/tessera/v1/events/__proto__/discount-codes',
      headers: app.ownerHeaders(),
      payload: { discountCode: { code: 'X', discount: { percentOff: '5' } } },
    });
    expect(proto.statusCode).toBe(404);
    const after = (await app.request({ method: 'GET', url: codes(), headers: app.ownerHeaders() })).json()
      .discountCodes.length;
    expect(after).toBe(before);
  });

  it('prices the invoice exactly: percent off, then the fee on the discounted line', async () => {
    await created({ code: 'TEN', discount: { percentOff: '10' } });
    const visitor = await app.visitorHeaders();
    const id = await hold(visitor, [{ ticketDefinitionId: paidId, quantity: 3 }]);
    const response = await invoice(visitor, id, 'ten');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.discountErrors).toBeUndefined();
    expect(body.invoice.subTotal.value).toBe('30.00');
    expect(body.invoice.discount).toMatchObject({
      amount: { value: '3.00' },
      afterDiscount: { value: '27.00' },
      code: 'TEN',
    });
    expect(body.invoice.total.value).toBe('27.00');
    // 2.5 % of 27.00 = 0.675 → 0.68 (HALF_UP)
    expect(body.invoice.fees[0].amount.value).toBe('0.68');
    expect(body.invoice.grandTotal.value).toBe('27.68');
    expect(body.invoice.items[0].discount.amount.value).toBe('3.00');
  });

  it('spreads a fixed amount over the tickets it names, never beyond what they cost', async () => {
    await created({
      code: 'VIPFIVE',
      discount: { amountOff: { value: '5.00', currency: 'USD' } },
      ticketDefinitionIds: [vipId],
    });
    await created({ code: 'HUGE', discount: { amountOff: { value: '1000.00', currency: 'USD' } } });
    const visitor = await app.visitorHeaders();
    const id = await hold(visitor, [
      { ticketDefinitionId: paidId, quantity: 1 },
      { ticketDefinitionId: vipId, quantity: 3 },
    ]);
    const five = (await invoice(visitor, id, 'VIPFIVE')).json().invoice;
    const vip = five.items.find((i: any) => i.id === vipId);
    const paid = five.items.find((i: any) => i.id === paidId);
    expect(vip.discount.amount.value).toBe('5.00');
    expect(paid.discount).toBeUndefined();
    expect(five.total.value).toBe('104.99'); // 10.00 + 99.99 − 5.00
    const huge = (await invoice(visitor, id, 'HUGE')).json().invoice;
    expect(huge.discount.amount.value).toBe('109.99');
    expect(huge.total.value).toBe('0.00');
    expect(huge.grandTotal.value).toBe('0.00');
  });

  it("answers the checkout's discount error codes", async () => {
    expect(await errorOf('NOPE')).toBe('ERROR_COUPON_DOES_NOT_EXIST');
    await created({ code: 'OFF', discount: { percentOff: '5' }, active: false });
    expect(await errorOf('OFF')).toBe('ERROR_COUPON_IS_DISABLED');
    await created({
      code: 'LATER',
      discount: { percentOff: '5' },
      validFrom: new Date(clock.now() + HOUR).toISOString(),
    });
    expect(await errorOf('LATER')).toBe('ERROR_COUPON_IS_NOT_ACTIVE_YET');
    await created({
      code: 'SOON',
      discount: { percentOff: '5' },
      validUntil: new Date(clock.now() + HOUR).toISOString(),
    });
    expect(await errorOf('SOON')).toBeUndefined();
    clock.advance(HOUR);
    expect(await errorOf('SOON')).toBe('ERROR_COUPON_HAS_EXPIRED');
    expect(await errorOf('LATER')).toBeUndefined();
    await created({ code: 'VIPONLY', discount: { percentOff: '5' }, ticketDefinitionIds: [vipId] });
    expect(await errorOf('VIPONLY')).toBe('ERROR_COUPON_IS_NOT_APPLICABLE');
    await created({ code: 'EUROS', discount: { amountOff: { value: '1.00', currency: 'EUR' } } });
    expect(await errorOf('EUROS')).toBe('ERROR_COUPON_IS_NOT_APPLICABLE');
  });

  it('checkout applies the code, counts its use, refuses a bad code and gives a declined use back', async () => {
    const code = await created({ code: 'PAY20', discount: { percentOff: '20' }, usageLimit: 5 });
    const visitor = await app.visitorHeaders();
    const id = await hold(visitor, [{ ticketDefinitionId: paidId, quantity: 2 }]);
    const bad = await checkout(visitor, {
      reservationId: id,
      discount: { couponCode: 'NOPE' },
      paymentDetails: { token: 'tok_approve' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.validationError.fieldViolations[0]).toMatchObject({
      field: 'discount.couponCode',
      ruleName: 'ERROR_COUPON_DOES_NOT_EXIST',
    });
    const declined = await checkout(visitor, {
      reservationId: id,
      discount: { couponCode: 'pay20' },
      paymentDetails: { token: 'tok_decline' },
    });
    expect(declined.statusCode).toBe(409);
    expect(await timesUsed(code.id)).toBe(0);
    const paid = await checkout(visitor, {
      reservationId: id,
      discount: { couponCode: 'pay20' },
      paymentDetails: { token: 'tok_approve' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    // 2 × 10.00 − 20 % = 16.00, + 2.5 % fee 0.40
    expect(paid.json().order.totalPrice.value).toBe('16.40');
    expect(paid.json().order.invoice.discount.code).toBe('PAY20');
    expect(await timesUsed(code.id)).toBe(1);
  });

  it('never passes a usage limit under concurrent checkouts', async () => {
    const code = await created({ code: 'THREE', discount: { percentOff: '50' }, usageLimit: 3 });
    const buyers = await Promise.all(
      Array.from({ length: 12 }, async () => {
        const visitor = await app.visitorHeaders();
        return { visitor, id: await hold(visitor, [{ ticketDefinitionId: paidId, quantity: 1 }]) };
      }),
    );
    const answers = await Promise.all(
      buyers.map(({ visitor, id }) =>
        checkout(visitor, {
          reservationId: id,
          discount: { couponCode: 'THREE' },
          options: { payInPerson: true },
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
    for (const refused of answers.filter((a) => a.statusCode !== 200)) {
      expect(refused.statusCode).toBe(400);
      expect(refused.json().details.validationError.fieldViolations[0].ruleName).toBe(
        'ERROR_COUPON_USAGE_EXCEEDED',
      );
    }
    expect(await timesUsed(code.id)).toBe(3);
    const orders = await app.db
      .selectFrom('event_discount_redemptions')
      .select('order_id')
      .where('discount_code_id', '=', code.id)
      .execute();
    expect(orders).toHaveLength(3);
  });

  it('answers another site as if the code did not exist', async () => {
    const code = await created({ code: 'MINE', discount: { percentOff: '5' } });
    const other = await app.createSite();
    const response = await app.request({
      method: 'GET',
      url: codes(`/${code.id}`),
      headers: app.ownerHeaders(other),
    });
    expect(response.statusCode).toBe(404);
  });
});
