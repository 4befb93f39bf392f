import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVENTORY_CHANGES, createStock, restock } from '../../src/modules/store-inventory/index.ts';
import { inventoryTestApp } from '../store-inventory/helpers.ts';
import type { TestApp } from '../support/test-app.ts';

const STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
const BASE = '/back-in-stock-service/v1/back-in-stock-notification-requests';
const itemDetails = {
  name: 'Blue mug',
  price: '12.50',
  image: { id: 'img', url: 'https://img.example/mug.png' },
};

// Requests are collected from visitors and emailed through a real SMTP conversation
// (smtp-server); an address the server refuses leaves its request FAILED.
describe('back in stock', () => {
  let smtp: SMTPServer;
  let app: TestApp;
  let owner: Record<string, string>;
  const received: { to: string[]; data: string }[] = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onRcptTo(address, _session, callback) {
        callback(address.address.startsWith('refused') ? new Error('mailbox unavailable') : undefined);
      },
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    app = await inventoryTestApp({
      app: { identity: { smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'Shop <shop@example.com>' } },
    });
    owner = app.ownerHeaders();
  });
  afterAll(async () => {
    await app.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  const create = async (email: string, catalogReference: object, headers?: Record<string, string>) =>
    app.request({
      method: 'POST',
      url: BASE,
      headers: headers ?? (await app.visitorHeaders()),
      payload: { request: { catalogReference, email, itemUrl: 'https://shop.example/mug' }, itemDetails },
    });
  const get = async (id: string) =>
    (await app.request({ method: 'GET', url: `${BASE}/${id}`, headers: owner })).json().request;

  it('a visitor creates a request; the same email and item answers the same request', async () => {
    const ref = { appId: STORES_APP_ID, catalogItemId: randomUUID(), options: { variantId: randomUUID() } };
    const first = await create('Shopper@Example.com', ref);
    expect(first.statusCode).toBe(200);
    const request = first.json().request;
    expect(request).toMatchObject({
      email: 'Shopper@Example.com',
      status: 'RECEIVED',
      catalogReference: ref,
    });
    expect(request).not.toHaveProperty('autoNotified');
    const again = await create('shopper@example.com', {
      ...ref,
      options: { variantId: ref.options.variantId },
    });
    expect(again.json().request.id).toBe(request.id);
    expect((await create('not-an-email', ref)).statusCode).toBe(400);
    // Visitors cannot read requests; another site's owner does not find it.
    const visitor = await app.visitorHeaders();
    expect(
      (await app.request({ method: 'GET', url: `${BASE}/${request.id}`, headers: visitor })).statusCode,
    ).toBe(403);
    const other = await app.createSite();
    const foreign = await app.request({
      method: 'GET',
      url: `${BASE}/${request.id}`,
      headers: app.ownerHeaders(other),
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().details.applicationError.code).toBe('BACK_IN_STOCK_NOTIFICATION_REQUEST_NOT_FOUND');
  });

  it('stops and starts collecting; only the stores app is supported', async () => {
    const site = await app.createSite();
    const headers = app.ownerHeaders(site);
    const stop = await app.request({
      method: 'POST',
      url: `${BASE}/settings/stop-collecting`,
      headers,
      payload: { appId: STORES_APP_ID },
    });
    expect(stop.json().settings.collectionStates).toEqual([
      { appId: STORES_APP_ID, collectingRequests: false },
    ]);
    const ref = { appId: STORES_APP_ID, catalogItemId: randomUUID() };
    const refused = await create('a@example.com', ref, await app.visitorHeaders(site));
    expect(refused.statusCode).toBe(428);
    expect(refused.json().details.applicationError.code).toBe('REQUEST_COLLECTION_DISABLED');
    await app.request({
      method: 'POST',
      url: `${BASE}/settings/start-collecting`,
      headers,
      payload: { appId: STORES_APP_ID },
    });
    expect((await create('a@example.com', ref, await app.visitorHeaders(site))).statusCode).toBe(200);
    const got = await app.request({ method: 'PUT', url: `${BASE}/settings`, headers, payload: {} });
    expect(got.json().settings.collectionStates[0].collectingRequests).toBe(true);
    const other = await app.request({
      method: 'POST',
      url: `${BASE}/settings/start-collecting`,
      headers,
      payload: { appId: randomUUID() },
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().details.applicationError.code).toBe('NOT_SUPPORTED_APP_DEF_ID');
  });

  it('reports an item back in stock: RECEIVED → NOTIFICATION_SENT by email, FAILED when refused', async () => {
    const ref = { appId: STORES_APP_ID, catalogItemId: randomUUID(), options: { variantId: randomUUID() } };
    const ok = (await create('buyer@example.com', ref)).json().request;
    const bad = (await create('refused@example.com', ref)).json().request;
    const res = await app.request({
      method: 'POST',
      url: `${BASE}/report-items-back-in-stock`,
      headers: owner,
      payload: {
        catalogReference: ref,
        itemDetails: { name: 'Blue mug', price: '11.00' },
        extraAutomationTemplateParameters: { code: 'WELCOME10' },
      },
    });
    expect(res.statusCode).toBe(200);
    await app.jobs.runDue();
    expect(await get(ok.id)).toMatchObject({ status: 'NOTIFICATION_SENT', autoNotified: true });
    expect((await get(bad.id)).status).toBe('FAILED');
    const mail = received.find((m) => m.to.includes('buyer@example.com'))!;
    expect(mail.data).toContain('Blue mug is back in stock');
    expect(mail.data).toContain('WELCOME10');
    // Both at once is refused.
    const both = await app.request({
      method: 'POST',
      url: `${BASE}/report-items-back-in-stock`,
      headers: owner,
      payload: { catalogReference: ref, requestIds: [ok.id], itemDetails },
    });
    expect(both.json().details.applicationError.code).toBe(
      'REQUEST_CONTAINS_BOTH_CATALOG_REFERENCE_AND_REQUEST_IDS',
    );
  });

  it('emails the requesters once when the variant’s stock goes from 0 to positive', async () => {
    const productId = randomUUID();
    const variantId = randomUUID();
    const { siteId } = app.site;
    await app.uow.run(
      siteId,
      (trx) => createStock(trx, siteId, productId, [{ variantId, quantity: 0 }], { trackQuantity: true }),
      {
        changes: [INVENTORY_CHANGES],
      },
    );
    const request = (
      await create('waiting@example.com', {
        appId: STORES_APP_ID,
        catalogItemId: productId,
        options: { variantId },
      })
    ).json().request;
    const line = { productId, variantId, quantity: 3 };
    await app.uow.run(siteId, (trx) => restock(trx, siteId, [line], { source: 'MANUAL' }), {
      changes: [INVENTORY_CHANGES],
    });
    await app.outbox.dispatchPending();
    await app.jobs.runDue();
    await expect.poll(async () => (await get(request.id)).status).toBe('NOTIFICATION_SENT');
    // More stock (3 → 6) is not "back in stock" again; a sent request is not mailed twice.
    await app.uow.run(siteId, (trx) => restock(trx, siteId, [line], { source: 'MANUAL' }), {
      changes: [INVENTORY_CHANGES],
    });
    await app.jobs.runDue();
    expect(received.filter((m) => m.to.includes('waiting@example.com'))).toHaveLength(1);
  });

  it('queries with cursor paging and filters, counts by catalog reference, marks and deletes', async () => {
    const site = await app.createSite();
    const headers = app.ownerHeaders(site);
    const visitor = await app.visitorHeaders(site);
    const ref = { appId: STORES_APP_ID, catalogItemId: randomUUID() };
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await create(`q${i}@example.com`, ref, visitor)).json().request.id);
    const page1 = (
      await app.request({ method: 'GET', url: `${BASE}?query.cursorPaging.limit=2`, headers })
    ).json();
    expect(page1.requests).toHaveLength(2);
    expect(page1.metadata.cursors.next).toBeTruthy();
    const page2 = (
      await app.request({
        method: 'GET',
        url: `${BASE}?query.cursorPaging.limit=2&query.cursorPaging.cursor=${encodeURIComponent(page1.metadata.cursors.next)}`,
        headers,
      })
    ).json();
    expect(page2.requests).toHaveLength(1);
    const count = await app.request({
      method: 'POST',
      url: `${BASE}/count-by-catalog-reference`,
      headers,
      payload: { catalogReferences: [ref, { ...ref, catalogItemId: randomUUID() }] },
    });
    expect(count.json().countsPerCatalogReference.map((c: { count: number }) => c.count)).toEqual([3, 0]);
    const marked = await app.request({
      method: 'PUT',
      url: `${BASE}/${ids[0]}/mark-as-notification-sent`,
      headers,
      payload: {},
    });
    expect(marked.json().request).toMatchObject({ status: 'NOTIFICATION_SENT', autoNotified: false });
    const sent = (
      await app.request({
        method: 'POST',
        url: `${BASE}/count-by-catalog-reference`,
        headers,
        payload: { catalogReferences: [ref] },
      })
    ).json();
    expect(sent.countsPerCatalogReference[0].count).toBe(3);
    const filtered = await app.request({
      method: 'GET',
      url: `${BASE}?.r=${Buffer.from(JSON.stringify({ query: { filter: { status: 'RECEIVED' } } })).toString('base64')}`,
      headers,
    });
    expect(filtered.json().requests).toHaveLength(2);
    expect((await app.request({ method: 'DELETE', url: `${BASE}/${ids[1]}`, headers })).statusCode).toBe(200);
    expect((await app.request({ method: 'DELETE', url: `${BASE}/${ids[1]}`, headers })).statusCode).toBe(404);
    const badFilter = await app.request({
      method: 'GET',
      url: `${BASE}?.r=${Buffer.from(JSON.stringify({ query: { filter: { __proto__x: 1 } } })).toString('base64')}`,
      headers,
    });
    expect(badFilter.statusCode).toBe(400);
  });
});

// Without SMTP the site's development mailbox keeps the emails (its ids are 64 characters at most:
// PostgreSQL refused a longer one and every request ended FAILED there).
describe('back in stock without SMTP', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await inventoryTestApp();
  });
  afterAll(() => app.close());

  it('reports an item back in stock into the development mailbox: NOTIFICATION_SENT', async () => {
    const ref = { appId: STORES_APP_ID, catalogItemId: randomUUID(), options: { variantId: randomUUID() } };
    const created = await app.request({
      method: 'POST',
      url: BASE,
      headers: await app.visitorHeaders(),
      payload: { request: { catalogReference: ref, email: 'dev@example.com' }, itemDetails },
    });
    const id = created.json().request.id;
    const report = await app.request({
      method: 'POST',
      url: `${BASE}/report-items-back-in-stock`,
      headers: app.ownerHeaders(),
      payload: { requestIds: [id], itemDetails },
    });
    expect(report.statusCode).toBe(200);
    await app.jobs.runDue();
    const request = await app.request({ method: 'GET', url: `${BASE}/${id}`, headers: app.ownerHeaders() });
    expect(request.json().request).toMatchObject({ status: 'NOTIFICATION_SENT', autoNotified: true });
    const mailbox = await app.request({
      method: 'GET',
      url: '/_api/tessera/v1/dev-mailbox?to=dev%40example.com',
      headers: app.ownerHeaders(),
    });
    expect(mailbox.json().messages).toEqual([
      expect.objectContaining({ subject: 'Blue mug is back in stock', to: 'dev@example.com' }),
    ]);
  });
});
