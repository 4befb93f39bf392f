import { useState } from 'react';
import { Button, Checkbox, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import type { Product } from '@tessera/sdk/catalog-admin';
import { usePageTitle } from '../../../app/usePageTitle.ts';
import { Pager } from '../../../shared/Pager.tsx';
import { LoadFailure } from '../LoadFailure.tsx';
import { ListLoading } from './ListLoading.tsx';
import { ResponsiveList } from '../ResponsiveList.tsx';
import { usePhoneLayout } from '../usePhoneLayout.ts';
import { BulkPriceModal } from './BulkPriceModal.tsx';
import { CATALOG_PAGE_SIZE, useProductList, type ProductListing } from './catalog-data.ts';
import { PRODUCT_COLUMNS, ProductCard, ProductRow } from './ProductRow.tsx';

const VISIBILITIES = [
  { value: 'all', label: 'All products' },
  { value: 'visible', label: 'Visible in the shop' },
  { value: 'hidden', label: 'Hidden' },
];

/** The listing lives in the address (search, visibility, page), so a reload or a link keeps it. */
function useListingParams(): [ProductListing, (change: Partial<ProductListing>) => void] {
  const [params, setParams] = useSearchParams();
  const visibility = params.get('visibility');
  const listing: ProductListing = {
    search: params.get('q') ?? '',
    visibility: visibility === 'visible' || visibility === 'hidden' ? visibility : 'all',
    page: Math.max(0, Number(params.get('page') ?? 0) || 0),
  };
  const update = (change: Partial<ProductListing>) => {
    const next = { ...listing, page: 0, ...change };
    const out = new URLSearchParams();
    if (next.search) out.set('q', next.search);
    if (next.visibility !== 'all') out.set('visibility', next.visibility);
    if (next.page) out.set('page', String(next.page));
    setParams(out, { replace: true });
  };
  return [listing, update];
}

/** The owner's products: search, visibility, stock, pages; select some to change their prices. */
export function ProductsPage() {
  usePageTitle('Products');
  const [listing, setListing] = useListingParams();
  const [search, setSearch] = useState(listing.search);
  const products = useProductList(listing);
  const [selected, setSelected] = useState<Map<string, Product>>(new Map());
  const [bulkOpen, setBulkOpen] = useState(false);

  const items = products.data?.items ?? [];
  const toggle = (product: Product, on: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      if (on) next.set(product.id, product);
      else next.delete(product.id);
      return next;
    });
  const allOnPage = items.length > 0 && items.every((p) => selected.has(p.id));
  const rowProps = (product: Product) => ({ product, selected: selected.has(product.id), onSelect: toggle });
  const phone = usePhoneLayout();

  const total = products.data?.total ?? 0;
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>Products</Title>
        <Group gap="sm">
          <Button variant="default" disabled={!selected.size} onClick={() => setBulkOpen(true)}>
            Change prices{selected.size ? ` (${selected.size})` : ''}
          </Button>
          <Button component={Link} to="/dashboard/products/brands-ribbons" variant="default">
            Brands and ribbons
          </Button>
          <Button component={Link} to="/dashboard/products/new">
            New product
          </Button>
        </Group>
      </Group>
      <Group
        component="form"
        gap="sm"
        align="flex-end"
        wrap="wrap"
        onSubmit={(event) => {
          event.preventDefault();
          setListing({ search });
        }}
      >
        <TextInput
          label="Search by name"
          placeholder="Name starts with…"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          maxLength={80}
          style={{ flex: '1 1 200px' }}
        />
        <Button type="submit" variant="default">
          Search
        </Button>
        <Select
          label="Visibility"
          data={VISIBILITIES}
          value={listing.visibility}
          allowDeselect={false}
          onChange={(value) => setListing({ visibility: (value as ProductListing['visibility']) ?? 'all' })}
          style={{ flex: '0 1 200px' }}
        />
      </Group>
      {products.isError ? (
        <LoadFailure what="The products" error={products.error} onRetry={() => void products.refetch()} />
      ) : products.isPending ? (
        <ListLoading label="Loading the products" />
      ) : (
        <>
          <Text role="status" size="sm" c="dimmed">
            {total === 0
              ? listing.search || listing.visibility !== 'all'
                ? 'No products match.'
                : 'No products yet. Create the first one with “New product”.'
              : `${total} ${total === 1 ? 'product' : 'products'}`}
          </Text>
          {items.length > 0 && (
            <>
              <Checkbox
                label="Select every product on this page"
                checked={allOnPage}
                onChange={(event) => {
                  const on = event.currentTarget.checked;
                  items.forEach((p) => toggle(p, on));
                }}
              />
              <ResponsiveList
                caption="Products by name"
                phone={phone}
                columns={PRODUCT_COLUMNS}
                items={items}
                card={(product) => <ProductCard key={product.id} {...rowProps(product)} />}
                row={(product) => <ProductRow key={product.id} {...rowProps(product)} />}
              />
            </>
          )}
          <Pager
            page={listing.page}
            hasNext={products.data.hasNext}
            totalPages={Math.max(1, Math.ceil(total / CATALOG_PAGE_SIZE))}
            onPage={(page) => setListing({ page })}
          />
        </>
      )}
      <BulkPriceModal
        products={[...selected.values()]}
        opened={bulkOpen}
        onClose={() => setBulkOpen(false)}
      />
    </Stack>
  );
}
