import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogTestApp, encodedQuery } from '../catalog-queries/helpers.ts';
import type { TestApp } from '../support/test-app.ts';

const V3 = '/stores/v3';

describe('Catalog v3 brands and ribbons', () => {
  let app: TestApp;
  let visitor: Record<string, string>;
  beforeAll(async () => {
    app = await catalogTestApp();
    visitor = await app.visitorHeaders();
  });
  afterAll(() => app.close());

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = app.ownerHeaders(),
  ) =>
    method === 'GET' || method === 'DELETE'
      ? app.request({ method, url: payload ? `${url}?${encodedQuery(payload)}` : url, headers })
      : app.request({ method, url, headers, payload: payload ?? {} });
  const ok = async (response: Awaited<ReturnType<typeof call>>) => {
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const product = async (fields: Record<string, unknown>) =>
    (
      await ok(
        await call('POST', '/stores/v1/products', { product: { priceData: { price: 10 }, ...fields } }),
      )
    ).product;
  const productV1 = async (id: string) =>
    (await ok(await call('GET', `/stores-reader/v1/products/${id}`))).product;

  describe('ribbons', () => {
    it('creates, gets (with its product count), updates and deletes a ribbon', async () => {
      const { ribbon } = await ok(await call('POST', `${V3}/ribbons`, { ribbon: { name: '  Sale  ' } }));
      expect(ribbon).toMatchObject({ name: 'Sale', revision: '1' });
      expect(ribbon.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(ribbon.createdDate).toBe(ribbon.updatedDate);
      expect(ribbon).not.toHaveProperty('assignedProductCount');

      // A visitor reads it; the count only when asked for, by the plain query string as the official SDK sends it.
      const read = await ok(
        await call('GET', `${V3}/ribbons/${ribbon.id}?fields=ASSIGNED_PRODUCT_COUNT`, undefined, visitor),
      );
      expect(read.ribbon).toMatchObject({ id: ribbon.id, name: 'Sale', assignedProductCount: 0 });

      const updated = await ok(
        await call('PATCH', `${V3}/ribbons/${ribbon.id}`, {
          ribbon: { id: ribbon.id, revision: '1', name: 'Big sale' },
        }),
      );
      expect(updated.ribbon).toMatchObject({ name: 'Big sale', revision: '2' });

      await ok(await call('DELETE', `${V3}/ribbons/${ribbon.id}`));
      const gone = await call('GET', `${V3}/ribbons/${ribbon.id}`);
      expect(gone.statusCode).toBe(404);
      expect(gone.json().details.applicationError.code).toBe('RIBBON_NOT_FOUND');
    });

    it('refuses a duplicate name (case and blanks aside), a stale revision and an unknown id', async () => {
      const { ribbon } = await ok(await call('POST', `${V3}/ribbons`, { ribbon: { name: 'Limited' } }));
      const duplicate = await call('POST', `${V3}/ribbons`, { ribbon: { name: ' limited ' } });
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json().details.applicationError.code).toBe('RIBBON_ALREADY_EXISTS');

      const other = (await ok(await call('POST', `${V3}/ribbons`, { ribbon: { name: 'Other' } }))).ribbon;
      const renamedOnto = await call('PATCH', `${V3}/ribbons/${other.id}`, {
        ribbon: { revision: '1', name: 'LIMITED' },
      });
      expect(renamedOnto.statusCode).toBe(409);

      const stale = await call('PATCH', `${V3}/ribbons/${ribbon.id}`, {
        ribbon: { revision: '7', name: 'X' },
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().details.applicationError).toMatchObject({
        code: 'REVISION_MISMATCH',
        data: { currentRevision: '1' },
      });

      const unknown = '00000000-0000-4000-8000-000000000000';
      expect(
        (await call('PATCH', `${V3}/ribbons/${unknown}`, { ribbon: { revision: '1', name: 'Y' } }))
          .statusCode,
      ).toBe(404);
      expect((await call('DELETE', `${V3}/ribbons/${unknown}`)).statusCode).toBe(404);
    });

    it('answers bad input with 400 and field violations', async () => {
      const cases: [string, string, unknown, string][] = [
        ['POST', `${V3}/ribbons`, { ribbon: { name: '   ' } }, 'ribbon.name'],
        ['POST', `${V3}/ribbons`, { ribbon: { name: 'x'.repeat(31) } }, 'ribbon.name'],
        ['POST', `${V3}/ribbons`, { ribbon: {} }, 'ribbon.name'],
        ['POST', `${V3}/ribbons/get-or-create`, { ribbonName: '' }, 'ribbonName'],
        ['POST', `${V3}/bulk/ribbons/create`, { ribbons: [] }, 'ribbons'],
        [
          'POST',
          `${V3}/bulk/ribbons/delete`,
          { ribbonIds: Array.from({ length: 101 }, (_, i) => `id-${i}`) },
          'ribbonIds',
        ],
        [
          'POST',
          `${V3}/ribbons/query`,
          { query: { cursorPaging: { limit: 101 } } },
          'query.cursorPaging.limit',
        ],
        ['POST', `${V3}/ribbons/query`, { query: { filter: { color: 'red' } } }, 'query.filter'],
        ['POST', `${V3}/ribbons/count`, { filter: { name: { $regex: 'x' } } }, 'filter'],
        ['PATCH', `${V3}/ribbons/some-id`, { ribbon: { name: 'No revision' } }, 'ribbon.revision'],
      ];
      for (const [method, url, payload, field] of cases) {
        const response = await call(method as 'POST', url, payload);
        expect(response.statusCode, `${url} ${JSON.stringify(payload)}: ${response.body}`).toBe(400);
        const violations = response.json().details.validationError.fieldViolations as { field: string }[];
        expect(
          violations.some((v) => v.field.startsWith(field)),
          `${url}: ${JSON.stringify(violations)}`,
        ).toBe(true);
      }
    });

    it('gets or creates by name, one and in bulk, with per-item results', async () => {
      const first = (await ok(await call('POST', `${V3}/ribbons/get-or-create`, { ribbonName: 'Hot' })))
        .ribbon;
      const again = (await ok(await call('POST', `${V3}/ribbons/get-or-create`, { ribbonName: ' HOT ' })))
        .ribbon;
      expect(again.id).toBe(first.id);
      expect(again.name).toBe('Hot');

      const bulk = await ok(
        await call('POST', `${V3}/bulk/ribbons/get-or-create`, { ribbonNames: ['hot', 'Fresh', '  '] }),
      );
      expect(bulk.bulkActionMetadata).toEqual({ totalSuccesses: 2, totalFailures: 1, undetailedFailures: 0 });
      expect(bulk.results[0]).toMatchObject({
        itemMetadata: { id: first.id, originalIndex: 0, success: true },
        item: { id: first.id, name: 'Hot' },
      });
      expect(bulk.results[1]).toMatchObject({
        itemMetadata: { originalIndex: 1, success: true },
        item: { name: 'Fresh' },
      });
      expect(bulk.results[2].itemMetadata).toMatchObject({
        originalIndex: 2,
        success: false,
        error: { code: 'INVALID_ARGUMENT' },
      });
    });

    it('bulk creates, updates and deletes, each item on its own', async () => {
      const created = await ok(
        await call('POST', `${V3}/bulk/ribbons/create`, {
          ribbons: [{ name: 'One' }, { name: 'Two' }, { name: 'one' }],
        }),
      );
      expect(created.bulkActionMetadata).toMatchObject({ totalSuccesses: 2, totalFailures: 1 });
      expect(created.results[0].item).toBeUndefined();
      expect(created.results[0].itemMetadata.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(created.results[2].itemMetadata).toMatchObject({
        success: false,
        error: { code: 'RIBBON_ALREADY_EXISTS' },
      });
      const [oneId, twoId] = [created.results[0].itemMetadata.id, created.results[1].itemMetadata.id];

      const updated = await ok(
        await call('POST', `${V3}/bulk/ribbons/update`, {
          ribbons: [
            { ribbon: { id: oneId, revision: '1', name: 'Uno' } },
            { ribbon: { id: twoId, revision: '5', name: 'Dos' } },
          ],
          returnEntity: true,
        }),
      );
      expect(updated.results[0]).toMatchObject({
        itemMetadata: { id: oneId, originalIndex: 0, success: true },
        item: { name: 'Uno', revision: '2' },
      });
      expect(updated.results[1].itemMetadata).toMatchObject({
        id: twoId,
        success: false,
        error: { code: 'REVISION_MISMATCH' },
      });

      const deleted = await ok(
        await call('POST', `${V3}/bulk/ribbons/delete`, { ribbonIds: [oneId, 'no-such-ribbon'] }),
      );
      expect(deleted.results).toEqual([
        { itemMetadata: { id: oneId, originalIndex: 0, success: true } },
        {
          itemMetadata: {
            id: 'no-such-ribbon',
            originalIndex: 1,
            success: false,
            error: expect.objectContaining({ code: 'RIBBON_NOT_FOUND' }),
          },
        },
      ]);
      expect(deleted.bulkActionMetadata).toMatchObject({ totalSuccesses: 1, totalFailures: 1 });
    });
  });

  describe('listing', () => {
    let site: Awaited<ReturnType<TestApp['createSite']>>;
    const owner = () => app.ownerHeaders(site);
    beforeAll(async () => {
      site = await app.createSite('Brands');
      for (const name of ['Delta', 'Alpha', 'Charlie', 'Bravo', 'Echo'])
        await ok(await call('POST', `${V3}/brands`, { brand: { name } }, owner()));
    });

    it('queries brands by GET with `.r=`: filter, sort, cursor pages; counts with a filter', async () => {
      const first = await ok(
        await call(
          'GET',
          `${V3}/brands/query`,
          { query: { sort: [{ fieldName: 'name', order: 'ASC' }], cursorPaging: { limit: 2 } } },
          owner(),
        ),
      );
      expect(first.brands.map((b: { name: string }) => b.name)).toEqual(['Alpha', 'Bravo']);
      expect(first.pagingMetadata).toMatchObject({ count: 2, hasNext: true });
      const second = await ok(
        await call(
          'GET',
          `${V3}/brands/query`,
          { query: { cursorPaging: { limit: 2, cursor: first.pagingMetadata.cursors.next } } },
          owner(),
        ),
      );
      expect(second.brands.map((b: { name: string }) => b.name)).toEqual(['Charlie', 'Delta']);

      const filtered = await ok(
        await call(
          'POST',
          `${V3}/brands/query`,
          { query: { filter: { name: { $in: ['Echo', 'Bravo'] } }, sort: [{ fieldName: 'name' }] } },
          owner(),
        ),
      );
      expect(filtered.brands.map((b: { name: string }) => b.name)).toEqual(['Bravo', 'Echo']);

      const count = await ok(
        await call('POST', `${V3}/brands/count`, { filter: { name: { $startsWith: 'D' } } }, owner()),
      );
      expect(count).toEqual({ count: 1 });
      expect(await ok(await call('POST', `${V3}/brands/count`, {}, owner()))).toEqual({ count: 5 });
      // Another site sees none of them.
      expect(await ok(await call('POST', `${V3}/brands/count`, {}))).toMatchObject({
        count: expect.any(Number),
      });
      const otherSite = await ok(await call('POST', `${V3}/brands/count`, { filter: { name: 'Delta' } }));
      expect(otherSite.count).toBe(0);
    });

    it('refuses sorting by id and a page over 300 brands', async () => {
      const byId = await call(
        'POST',
        `${V3}/brands/query`,
        { query: { sort: [{ fieldName: 'id' }] } },
        owner(),
      );
      expect(byId.statusCode).toBe(400);
      const tooMany = await call(
        'GET',
        `${V3}/brands/query`,
        { query: { cursorPaging: { limit: 301 } } },
        owner(),
      );
      expect(tooMany.statusCode).toBe(400);
    });
  });

  describe('products carry them by name', () => {
    it('counts, renames and clears a brand on the products that carry it', async () => {
      const { brand } = await ok(await call('POST', `${V3}/brands`, { brand: { name: 'Northwind' } }));
      const a = await product({ name: 'Kettle', brand: 'Northwind' });
      const b = await product({ name: 'Teapot', brand: 'northwind' });
      const c = await product({ name: 'Cup', brand: 'Contoso' });

      const counted = await ok(
        await call('GET', `${V3}/brands/${brand.id}?fields=ASSIGNED_PRODUCTS_COUNT`, undefined, visitor),
      );
      expect(counted.brand.assignedProductsCount).toBe(2);
      const listed = await ok(
        await call('GET', `${V3}/brands/query`, {
          query: { filter: { id: brand.id } },
          fields: ['ASSIGNED_PRODUCTS_COUNT'],
        }),
      );
      expect(listed.brands).toEqual([expect.objectContaining({ id: brand.id, assignedProductsCount: 2 })]);

      const renamed = await ok(
        await call('PATCH', `${V3}/brands/${brand.id}`, {
          brand: { revision: brand.revision, name: 'Northwind Traders' },
          fields: ['ASSIGNED_PRODUCTS_COUNT'],
        }),
      );
      expect(renamed.brand).toMatchObject({ name: 'Northwind Traders', assignedProductsCount: 2 });
      expect((await productV1(a.id)).brand).toBe('Northwind Traders');
      expect((await productV1(b.id)).brand).toBe('Northwind Traders');
      expect((await productV1(c.id)).brand).toBe('Contoso');

      // The v3 product read names the brand by the entity's id and name.
      const v3 = await ok(await call('GET', `${V3}/products/${a.id}`, undefined, visitor));
      expect(v3.product.brand).toEqual({ id: brand.id, name: 'Northwind Traders' });

      await ok(await call('DELETE', `${V3}/brands/${brand.id}`));
      expect((await productV1(a.id)).brand).toBeUndefined();
      expect((await productV1(b.id)).brand).toBeUndefined();
      expect((await productV1(c.id)).brand).toBe('Contoso');
    });

    it('counts a ribbon and clears it from products on a bulk delete', async () => {
      const { ribbon } = await ok(
        await call('POST', `${V3}/ribbons/get-or-create`, { ribbonName: 'Clearance' }),
      );
      const p = await product({ name: 'Lamp', ribbon: 'Clearance' });
      const got = await ok(
        await call('POST', `${V3}/bulk/ribbons/get-or-create`, {
          ribbonNames: ['Clearance'],
          fields: ['ASSIGNED_PRODUCT_COUNT'],
        }),
      );
      expect(got.results[0].item).toMatchObject({ id: ribbon.id, assignedProductCount: 1 });
      await ok(await call('POST', `${V3}/bulk/ribbons/delete`, { ribbonIds: [ribbon.id] }));
      expect((await productV1(p.id)).ribbon).toBeUndefined();
    });
  });

  describe('access', () => {
    it('lets visitors read and refuses them every write', async () => {
      const { brand } = await ok(await call('POST', `${V3}/brands`, { brand: { name: 'Visible' } }));
      await ok(await call('GET', `${V3}/brands/${brand.id}`, undefined, visitor));
      await ok(await call('POST', `${V3}/ribbons/query`, {}, visitor));
      await ok(await call('POST', `${V3}/ribbons/count`, {}, visitor));
      const writes: [string, string, unknown][] = [
        ['POST', `${V3}/brands`, { brand: { name: 'Nope' } }],
        ['PATCH', `${V3}/brands/${brand.id}`, { brand: { revision: '1', name: 'Nope' } }],
        ['DELETE', `${V3}/brands/${brand.id}`, undefined],
        ['POST', `${V3}/brands/get-or-create`, { brandName: 'Nope' }],
        ['POST', `${V3}/bulk/ribbons/create`, { ribbons: [{ name: 'Nope' }] }],
        ['POST', `${V3}/bulk/ribbons/delete`, { ribbonIds: ['x'] }],
      ];
      for (const [method, url, payload] of writes) {
        const response = await call(method as 'POST', url, payload, visitor);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
      }
      expect((await call('POST', `${V3}/brands`, { brand: { name: 'Anon' } }, {})).statusCode).toBe(401);
    });
  });
});
