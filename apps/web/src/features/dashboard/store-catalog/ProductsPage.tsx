import { useState } from 'react';
import {
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import type { Product } from '@tessera/sdk/catalog-admin';
import { usePageTitle } from '../../../app/usePageTitle.ts';
import { Pager } from '../../../shared/Pager.tsx';
import { useConfirmation } from '../ConfirmDialog.tsx';
import { errorMessage } from '../error-message.ts';
import { notifyDone } from '../feedback.ts';
import { LoadFailure } from '../LoadFailure.tsx';
import { BulkPriceModal } from './BulkPriceModal.tsx';
import { CATALOG_PAGE_SIZE, useDeleteProduct, useProductList, type ProductListing } from './catalog-data.ts';
import { stockColor, stockLabel } from './product-labels.ts';

// Dark text on the light tint: the tint's own text colour falls short of 4.5:1.
const BADGE_LABEL = { label: { color: 'var(--mantine-color-black)', overflow: 'visible' } };

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
  const remove = useDeleteProduct();
  const { ask, dialog } = useConfirmation();

  const items = products.data?.items ?? [];
  const toggle = (product: Product, on: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      if (on) next.set(product.id, product);
      else next.delete(product.id);
      return next;
    });
  const allOnPage = items.length > 0 && items.every((p) => selected.has(p.id));
  const confirmDelete = (product: Product) =>
    ask({
      title: 'Delete this product?',
      message: `“${product.name}” is removed from the shop and its collections. This cannot be undone.`,
      confirmLabel: 'Delete product',
      danger: true,
      onConfirm: () =>
        remove.mutate(product.id, {
          onSuccess: () => {
            toggle(product, false);
            notifyDone(`“${product.name}” was deleted.`);
          },
        }),
    });

  const total = products.data?.total ?? 0;
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>Products</Title>
        <Group gap="sm">
          <Button variant="default" disabled={!selected.size} onClick={() => setBulkOpen(true)}>
            Change prices{selected.size ? ` (${selected.size})` : ''}
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
      {remove.error && <Text c="red.8">{errorMessage(remove.error)}</Text>}
      {products.isError ? (
        <LoadFailure what="The products" error={products.error} onRetry={() => void products.refetch()} />
      ) : products.isPending ? (
        <Stack gap="xs" aria-busy="true" aria-label="Loading the products">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={40} />
          ))}
        </Stack>
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
            <Table.ScrollContainer minWidth={560}>
              <Table verticalSpacing="xs" striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={40}>
                      <Checkbox
                        aria-label="Select every product on this page"
                        checked={allOnPage}
                        onChange={(event) => {
                          const on = event.currentTarget.checked;
                          items.forEach((p) => toggle(p, on));
                        }}
                      />
                    </Table.Th>
                    <Table.Th>Name</Table.Th>
                    <Table.Th>Price</Table.Th>
                    <Table.Th>Stock</Table.Th>
                    <Table.Th>Visibility</Table.Th>
                    <Table.Th>
                      <span className="visually-hidden">Actions</span>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {items.map((product) => (
                    <Table.Tr key={product.id}>
                      <Table.Td>
                        <Checkbox
                          aria-label={`Select ${product.name}`}
                          checked={selected.has(product.id)}
                          onChange={(event) => toggle(product, event.currentTarget.checked)}
                        />
                      </Table.Td>
                      <Table.Td>
                        <Anchor component={Link} to={`/dashboard/products/${product.id}`}>
                          {product.name}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>
                        {product.priceData.formatted.discountedPrice !== product.priceData.formatted.price ? (
                          <>
                            {product.priceData.formatted.discountedPrice}{' '}
                            <Text span size="sm" c="dimmed" td="line-through">
                              {product.priceData.formatted.price}
                            </Text>
                          </>
                        ) : (
                          product.priceData.formatted.price
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Badge
                          color={stockColor(product)}
                          variant="light"
                          style={{ overflow: 'visible' }}
                          styles={BADGE_LABEL}
                        >
                          {stockLabel(product)}
                        </Badge>
                      </Table.Td>
                      <Table.Td>{product.visible ? 'Visible' : 'Hidden'}</Table.Td>
                      <Table.Td>
                        <Button
                          variant="subtle"
                          color="red.9"
                          c="red.9"
                          size="compact-sm"
                          onClick={() => confirmDelete(product)}
                          aria-label={`Delete ${product.name}`}
                        >
                          Delete
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
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
      {dialog}
    </Stack>
  );
}
