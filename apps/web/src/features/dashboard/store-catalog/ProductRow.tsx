import { Anchor, Checkbox, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Product } from '@tessera/sdk/catalog-admin';
import { RowCard } from '../RowCard.tsx';
import { StoreBadge } from '../store-orders/StoreBadge.tsx';
import { useDeleteProduct } from './catalog-data.ts';
import { ListTableRow } from './ListTableRow.tsx';
import { stockColor, stockLabel } from './product-labels.ts';
import { DELETE_LABELS, useDeleteRow } from './useDeleteRow.ts';

export const PRODUCT_COLUMNS = ['Name', 'Price', 'Stock', 'Visibility'];

interface ProductRowProps {
  product: Product;
  selected: boolean;
  onSelect: (product: Product, on: boolean) => void;
}

function useProductRow({ product, onSelect }: ProductRowProps) {
  const remove = useDeleteProduct();
  return useDeleteRow({
    question: {
      title: 'Delete this product?',
      message: `“${product.name}” is removed from the shop and its collections. This cannot be undone.`,
      confirmLabel: 'Delete product',
    },
    remove: {
      ...remove,
      mutateAsync: () => remove.mutateAsync(product.id).then(() => onSelect(product, false)),
    },
    done: `“${product.name}” was deleted.`,
  });
}

function SelectAndName({ product, selected, onSelect }: ProductRowProps) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Checkbox
        aria-label={`Select ${product.name}`}
        checked={selected}
        onChange={(event) => onSelect(product, event.currentTarget.checked)}
        mt={2}
      />
      <Anchor component={Link} to={`/dashboard/products/${product.id}`} style={{ overflowWrap: 'anywhere' }}>
        {product.name}
      </Anchor>
    </Group>
  );
}

function Price({ product }: { product: Product }) {
  const { price, discountedPrice } = product.priceData.formatted;
  if (discountedPrice === price) return <>{price}</>;
  return (
    <>
      {discountedPrice}{' '}
      <Text span size="sm" c="dimmed" td="line-through">
        {price}
      </Text>
    </>
  );
}

function Stock({ product }: { product: Product }) {
  return (
    <StoreBadge color={stockColor(product)} variant="light">
      {stockLabel(product)}
    </StoreBadge>
  );
}

const visibility = (product: Product) => (product.visible ? 'Visible' : 'Hidden');

/** A product in the desktop table. */
export function ProductRow(props: ProductRowProps) {
  const row = useProductRow(props);
  const { product } = props;
  return (
    <ListTableRow
      row={row}
      subject={product.name}
      labels={DELETE_LABELS}
      cells={[
        <SelectAndName key="name" {...props} />,
        <Price key="price" product={product} />,
        <Stock key="stock" product={product} />,
        visibility(product),
      ]}
    />
  );
}

/** A product on a phone: selection and name, then price, stock and visibility, then Delete. */
export function ProductCard(props: ProductRowProps) {
  const row = useProductRow(props);
  const { product } = props;
  return (
    <RowCard row={row} subject={product.name} labels={DELETE_LABELS}>
      <SelectAndName {...props} />
      <Group gap="sm" wrap="wrap">
        <Text size="sm">
          <Price product={product} />
        </Text>
        <Stock product={product} />
        <Text size="sm" c="dimmed">
          {visibility(product)}
        </Text>
      </Group>
    </RowCard>
  );
}
