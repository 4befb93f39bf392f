import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PRODUCTS_COLLECTION_ID } from '@tessera/contracts/catalog';
import type { TestApp } from '../support/test-app.ts';
import { catalogTestApp, encodedQuery } from './helpers.ts';
import { seedCollection, seedProducts } from './seed.ts';

// Catalog v3 SearchProducts `aggregations`: counted over every product the search matches (its
// filter, words and the caller's visibility), never only the page.
describe('Catalog v3 search aggregations', () => {
  let app: TestApp;
  let visitor: Record<string, string>;
  let mugs: string;
  let tees: string;

  beforeAll(async () => {
    app = await catalogTestApp();
    visitor = await app.visitorHeaders();
    mugs = await seedCollection(app.db, app.site.siteId, { name: 'Mugs' });
    tees = await seedCollection(app.db, app.site.siteId, { name: 'Tees' });
    await seedProducts(app.db, app.site.siteId, [
      { name: 'Blue tee', priceMinor: 2000, brand: 'Acme', ribbon: 'New', collectionIds: [tees] },
      { name: 'Red tee', priceMinor: 2500, brand: 'Acme', collectionIds: [tees] },
      { name: 'Coffee mug', priceMinor: 1250, brand: 'Mugly', collectionIds: [mugs] },
      { name: 'Tea mug', priceMinor: 900, collectionIds: [mugs, tees] },
      { name: 'Secret tee', priceMinor: 100, brand: 'Hidden co', visible: false, collectionIds: [tees] },
      { name: 'E-book', priceMinor: 500, brand: 'Acme', productType: 'digital' },
    ]);
  });
  afterAll(() => app.close());

  const search = (body: unknown, headers = visitor) =>
    app.request({ method: 'POST', url: '/stores/v3/products/search', headers, payload: body });
  const resultsOf = async (body: unknown, headers = visitor) => {
    const response = await search(body, headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('counts values, ranges and scalars over every visible match, beside a page of one', async () => {
    const body = await resultsOf({
      search: {
        cursorPaging: { limit: 1 },
        aggregations: [
          { name: 'brands', type: 'VALUE', fieldPath: 'brand.name', value: {} },
          {
            name: 'prices',
            type: 'RANGE',
            fieldPath: 'actualPriceRange.minValue.amount',
            range: { buckets: [{ to: 10 }, { from: 10, to: 20.5 }, { from: 20.5 }] },
          },
          {
            name: 'cheapest',
            type: 'SCALAR',
            fieldPath: 'actualPriceRange.minValue.amount',
            scalar: { type: 'MIN' },
          },
          {
            name: 'dearest',
            type: 'SCALAR',
            fieldPath: 'actualPriceRange.maxValue.amount',
            scalar: { type: 'MAX' },
          },
          { name: 'kinds', type: 'SCALAR', fieldPath: 'productType', scalar: { type: 'COUNT_DISTINCT' } },
          { name: 'types', type: 'VALUE', fieldPath: 'productType' },
        ],
      },
    });
    expect(body.products).toHaveLength(1);
    expect(body.pagingMetadata.hasNext).toBe(true);
    expect(body.aggregationData.results).toEqual([
      {
        name: 'brands',
        type: 'VALUE',
        fieldPath: 'brand.name',
        // "Hidden co" only brands a hidden product; the tea mug has no brand (missing: excluded).
        values: {
          results: [
            { value: 'Acme', count: 3 },
            { value: 'Mugly', count: 1 },
          ],
        },
      },
      {
        name: 'prices',
        type: 'RANGE',
        fieldPath: 'actualPriceRange.minValue.amount',
        ranges: {
          results: [
            { to: 10, count: 2 },
            { from: 10, to: 20.5, count: 2 },
            { from: 20.5, count: 1 },
          ],
        },
      },
      {
        name: 'cheapest',
        type: 'SCALAR',
        fieldPath: 'actualPriceRange.minValue.amount',
        scalar: { type: 'MIN', value: 5 },
      },
      {
        name: 'dearest',
        type: 'SCALAR',
        fieldPath: 'actualPriceRange.maxValue.amount',
        scalar: { type: 'MAX', value: 25 },
      },
      {
        name: 'kinds',
        type: 'SCALAR',
        fieldPath: 'productType',
        scalar: { type: 'COUNT_DISTINCT', value: 2 },
      },
      {
        name: 'types',
        type: 'VALUE',
        fieldPath: 'productType',
        values: {
          results: [
            { value: 'PHYSICAL', count: 4 },
            { value: 'DIGITAL', count: 1 },
          ],
        },
      },
    ]);
  });

  it('follows the filter and the words, counts categories with All Products, and owners see hidden ones', async () => {
    const categories = {
      name: 'categories',
      type: 'VALUE',
      fieldPath: 'allCategoriesInfo.categories.id',
      value: { sortType: 'VALUE', sortDirection: 'ASC', limit: 250 },
    };
    const teesOnly = await resultsOf({
      search: {
        filter: { 'allCategoriesInfo.categories.id': { $hasSome: [tees] } },
        aggregations: [categories, { fieldPath: 'visible', type: 'VALUE' }],
      },
    });
    expect(teesOnly.products).toHaveLength(3);
    const expected = [
      { value: ALL_PRODUCTS_COLLECTION_ID, count: 3 },
      { value: mugs, count: 1 },
      { value: tees, count: 3 },
    ].sort((a, b) => (a.value < b.value ? -1 : 1));
    expect(teesOnly.aggregationData.results[0].values.results).toEqual(expected);
    expect(teesOnly.aggregationData.results[1]).toEqual({
      name: 'visible',
      type: 'VALUE',
      fieldPath: 'visible',
      values: { results: [{ value: 'true', count: 3 }] },
    });
    const owner = await resultsOf(
      {
        search: {
          filter: { 'allCategoriesInfo.categories.id': { $hasSome: [tees] } },
          aggregations: [categories],
        },
      },
      app.ownerHeaders(),
    );
    expect(owner.aggregationData.results[0].values.results).toContainEqual({ value: tees, count: 4 });
    const worded = await resultsOf({
      search: {
        search: { expression: 'mug' },
        aggregations: [
          {
            name: 'brands',
            fieldPath: 'brand.name',
            value: { missingValues: 'INCLUDE', includeOptions: { addToBucket: 'none' } },
          },
          {
            name: 'price values',
            fieldPath: 'actualPriceRange.minValue.amount',
            value: { sortType: 'VALUE', sortDirection: 'DESC' },
          },
        ],
      },
    });
    expect(worded.aggregationData.results[0].values.results).toEqual([
      { value: 'Mugly', count: 1 },
      { value: 'none', count: 1 },
    ]);
    expect(worded.aggregationData.results[1].values.results).toEqual([
      { value: '12.50', count: 1 },
      { value: '9.00', count: 1 },
    ]);
    const limited = await resultsOf({
      search: { aggregations: [{ name: 'top', fieldPath: 'brand.name', value: { limit: 1 } }] },
    });
    expect(limited.aggregationData.results[0].values.results).toEqual([{ value: 'Acme', count: 3 }]);
  });

  it('answers no aggregation data when none is asked, the page unchanged', async () => {
    const plain = await resultsOf({ search: { cursorPaging: { limit: 2 } } });
    expect(plain).not.toHaveProperty('aggregationData');
    const viaGet = await app.request({
      method: 'GET',
      url: `/stores/v3/products/search?${encodedQuery({ search: { cursorPaging: { limit: 2 }, aggregations: [{ fieldPath: 'ribbon.name', type: 'VALUE' }] } })}`,
      headers: visitor,
    });
    expect(viaGet.statusCode, viaGet.body).toBe(200);
    expect(viaGet.json().products).toEqual(plain.products);
    expect(viaGet.json().aggregationData.results[0].values.results).toEqual([{ value: 'New', count: 1 }]);
  });

  it('refuses unknown fields, unsupported kinds, mismatched options and duplicate names with field violations', async () => {
    const refused = async (aggregations: unknown[], field: string) => {
      const response = await search({ search: { aggregations } });
      expect(response.statusCode, response.body).toBe(400);
      const violations = response.json().details.validationError.fieldViolations as { field: string }[];
      expect(violations.map((v) => v.field)).toContain(field);
    };
    await refused([{ fieldPath: 'cost', type: 'VALUE' }], 'search.aggregations[0].fieldPath');
    await refused([{ fieldPath: '__proto__', type: 'VALUE' }], 'search.aggregations[0].fieldPath');
    await refused([{ fieldPath: 'brand.name', type: 'DATE_HISTOGRAM' }], 'search.aggregations[0].type');
    await refused([{ fieldPath: 'brand.name', type: 'NESTED', nested: {} }], 'search.aggregations[0].type');
    await refused(
      [{ fieldPath: 'brand.name', type: 'RANGE', range: { buckets: [{ from: 1 }] } }],
      'search.aggregations[0].type',
    );
    await refused(
      [{ fieldPath: 'actualPriceRange.minValue.amount', type: 'RANGE', range: { buckets: [{}] } }],
      'search.aggregations[0].range.buckets[0]',
    );
    await refused(
      [{ fieldPath: 'brand.name', type: 'SCALAR', scalar: { type: 'MIN' } }],
      'search.aggregations[0].scalar.type',
    );
    await refused([{ fieldPath: 'brand.name', type: 'SCALAR' }], 'search.aggregations[0].scalar.type');
    await refused(
      [
        { name: 'x', fieldPath: 'brand.name', type: 'VALUE' },
        { name: 'x', fieldPath: 'ribbon.name', type: 'VALUE' },
      ],
      'search.aggregations[1].name',
    );
    const tooMany = await search({
      search: { aggregations: Array.from({ length: 11 }, () => ({ fieldPath: 'brand.name' })) },
    });
    expect(tooMany.statusCode).toBe(400);
    const hugeLimit = await search({
      search: { aggregations: [{ fieldPath: 'brand.name', value: { limit: 251 } }] },
    });
    expect(hugeLimit.statusCode).toBe(400);
  });
});
