import { beforeAll, describe, expect, it } from 'vitest';
import { listeningSite } from './support/listening-site.ts';
import { createClient } from '../src/index.ts';
import { OAuthStrategy } from '../src/oauth.ts';
import { storeOrders } from '../src/modules/store-orders.ts';
import { storeOrdersAdmin } from '../src/modules/store-orders-admin.ts';
import { signAccessToken } from '../../../apps/server/src/platform/auth/access-tokens.ts';
import { SigningKeyCache } from '../../../apps/server/src/platform/auth/signing-keys.ts';
import { TestClock } from '../../../apps/server/src/platform/clock.ts';
import { newId } from '../../../apps/server/src/platform/ids.ts';
import { writeOrder } from '../../../apps/server/test/store-orders/helpers.ts';

// Store orders through the SDK over HTTP: a member pages their own orders; the owner searches all.
describe('@tessera/sdk store orders against a Tessera server', () => {
  // Now: the member's token is signed by the real clock and checked by this one.
  const clock = new TestClock(Date.now());
  const site = listeningSite({ app: { clock } });
  const member = newId();
  const mine: string[] = [];
  let theirs = '';

  /** A member's client, holding a token signed for `memberId` (no login flow needed here). */
  const memberClient = async (memberId: string) => {
    const value = await signAccessToken(new SigningKeyCache(site.app.db), {
      siteId: site.app.site.siteId,
      clientId: site.app.site.clientId,
      subjectId: memberId,
      role: 'MEMBER',
    });
    const tokens = {
      accessToken: { value, expiresAt: Math.floor(Date.now() / 1000) + 3600 },
      // Never used: the access token is valid for the whole test.
      refreshToken: { value: 'unused', role: 'MEMBER' as const },
    };
    return createClient({
      baseUrl: site.baseUrl,
      auth: OAuthStrategy({ clientId: site.app.site.clientId, tokens }),
      modules: { storeOrders },
    }).storeOrders;
  };
  const placed = (memberId: string) => {
    clock.advance(1000);
    return writeOrder(site.app, {
      status: 'APPROVED',
      subject: { role: 'MEMBER', id: memberId },
      buyer: { memberId, email: 'ada@example.com' },
    });
  };

  beforeAll(async () => {
    for (let i = 0; i < 3; i++) mine.push(await placed(member));
    theirs = await placed(newId());
  });

  it("searchMine pages the member's own orders by cursor, newest first", async () => {
    const orders = await memberClient(member);
    const first = await orders.searchMine().cursor(2).find();
    expect(first.items.map((o) => o.id)).toEqual([mine[2], mine[1]]);
    expect(first.hasNext()).toBe(true);
    const second = await first.next();
    expect(second.items.map((o) => o.id)).toEqual([mine[0]]);
    expect(second.hasNext()).toBe(false);
    // A filter naming another's order narrows to nothing.
    expect((await orders.searchMine().eq('id', theirs).find()).items).toEqual([]);
    expect((await orders.getOrder(mine[0])).id).toBe(mine[0]);
  });

  it('the owner creates an order and searches every order', async () => {
    const admin = site.owner({ admin: storeOrdersAdmin }).admin;
    const created = await admin.createOrder({
      lineItems: [{ productName: { original: 'Gift wrap' }, quantity: 1, price: { amount: '3' } }],
      buyerInfo: { memberId: member },
      channelInfo: { type: 'BACKOFFICE_MERCHANT' },
    });
    expect(created.priceSummary?.total?.amount).toBe('3.00');
    const updated = await admin.updateOrder(created.id!, { buyerNote: 'Ring twice', archived: true }, [
      'buyerNote',
    ]);
    expect(updated).toMatchObject({ buyerNote: 'Ring twice', archived: false });
    const line = await admin.updateOrderLineItem(created.id!, created.lineItems![0]!.id!, {
      productName: { original: 'Gold wrap' },
    });
    expect(line.lineItems![0]!.productName!.original).toBe('Gold wrap');
    const bulk = await admin.bulkUpdateOrders([{ order: { id: created.id, archived: true } }], true);
    expect(bulk.results[0]?.item?.archived).toBe(true);
    const counts = await admin.aggregateOrders({ byStatus: { $count: 'status' } }, { archived: true });
    expect(counts).toEqual({ byStatus: { APPROVED: 1 } });
    // Made for the member: it is theirs to find too.
    expect((await (await memberClient(member)).searchMine().eq('id', created.id).find()).items).toHaveLength(
      1,
    );
    const all = await admin
      .searchOrders()
      .in('id', [...mine, theirs])
      .find();
    expect(all.items.map((o) => o.id).sort()).toEqual([...mine, theirs].sort());
  });

  it('the owner imports orders, moves the number counter and deletes only imported orders', async () => {
    const admin = site.owner({ admin: storeOrdersAdmin }).admin;
    const imported = await admin.importOrder({
      number: '500',
      status: 'APPROVED',
      paymentStatus: 'PAID',
      channelInfo: { type: 'OTHER_PLATFORM', externalOrderId: 'legacy-500' },
      lineItems: [{ productName: { original: 'Old mug' }, quantity: 2, price: { amount: '4.25' } }],
    });
    expect(imported).toMatchObject({
      number: '500',
      imported: true,
      paymentStatus: 'PAID',
      priceSummary: { total: { amount: '8.50' } },
    });
    // A number already used is the server's 409, thrown with its code.
    const taken = await admin
      .importOrder({
        number: '500',
        status: 'APPROVED',
        channelInfo: { type: 'OTHER_PLATFORM' },
        lineItems: [{ productName: { original: 'Other' }, quantity: 1, price: { amount: '1' } }],
      })
      .catch((error: unknown) => error);
    expect(taken).toMatchObject({ status: 409, code: 'ORDER_NUMBER_ALREADY_EXISTS' });

    const highest = Math.max(...(await admin.searchOrders().find()).items.map((o) => Number(o.number)));
    const moved = await admin.setOrderNumberCounter(highest + 100);
    expect(moved).toEqual({ oldCounter: String(highest), newCounter: String(highest + 100) });
    const lower = await admin.setOrderNumberCounter(highest + 50).catch((error: unknown) => error);
    expect(lower).toMatchObject({ status: 428, code: 'CANNOT_SET_LOWER_ORDER_NUMBER_COUNTER' });
    expect(await admin.setOrderNumberCounter(highest + 50, { allowLowerCounter: true })).toEqual({
      oldCounter: String(highest + 100),
      newCounter: String(highest + 50),
    });

    const { jobId } = await admin.bulkDeleteImportedOrders([imported.id!, mine[0]!]);
    expect(jobId).toEqual(expect.any(String));
    // The imported order is gone; the store order named beside it stays.
    const left = await admin.searchOrders().in('id', [imported.id!, mine[0]!]).find();
    expect(left.items.map((o) => o.id)).toEqual([mine[0]]);
  });
});
