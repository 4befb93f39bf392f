import { useEffect, useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Fieldset,
  Group,
  NumberInput,
  Select,
  Skeleton,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router';
import type { Product } from '@tessera/sdk/catalog-admin';
import { usePageTitle } from '../../../app/usePageTitle.ts';
import { errorMessage } from '../error-message.ts';
import { notifyDone } from '../feedback.ts';
import { LoadFailure } from '../LoadFailure.tsx';
import { useProduct, useSaveProduct } from './catalog-data.ts';
import { OptionsField } from './OptionsField.tsx';
import {
  EMPTY_PRODUCT,
  discountedPrice,
  formErrors,
  formValuesOf,
  productInputOf,
  type ProductFormValues,
} from './product-form.ts';
import { ProductMedia } from './ProductMedia.tsx';
import { VariantsTable } from './VariantsTable.tsx';

const DISCOUNTS = [
  { value: 'NONE', label: 'No discount' },
  { value: 'AMOUNT', label: 'Amount off' },
  { value: 'PERCENT', label: 'Percent off' },
];
const TYPES = [
  { value: 'physical', label: 'Physical (shipped)' },
  { value: 'digital', label: 'Digital' },
];

/** New product (`/dashboard/products/new`) or an existing one: details, options, media, variants. */
export function ProductEditorPage() {
  const { productId } = useParams();
  const product = useProduct(productId);
  usePageTitle(productId ? (product.data?.name ?? 'Product') : 'New product');
  if (!productId) return <ProductEditor />;
  if (product.isError) {
    return <LoadFailure what="The product" error={product.error} onRetry={() => void product.refetch()} />;
  }
  if (!product.data) return <Skeleton height={400} aria-label="Loading the product" />;
  return <ProductEditor product={product.data} />;
}

function ProductEditor({ product }: { product?: Product }) {
  const [values, setValues] = useState<ProductFormValues>(product ? formValuesOf(product) : EMPTY_PRODUCT);
  const [shownErrors, setShownErrors] = useState<Record<string, string>>({});
  const save = useSaveProduct();
  const navigate = useNavigate();
  // A saved product's answer is the new truth (variants regenerated, formatted prices).
  useEffect(() => {
    if (product) setValues(formValuesOf(product));
  }, [product]);
  const set = <K extends keyof ProductFormValues>(key: K, value: ProductFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const errors = formErrors(values);
    setShownErrors(errors);
    if (Object.keys(errors).length) return;
    save.mutate(
      { productId: product?.id, product: productInputOf(values) },
      {
        onSuccess: (saved) => {
          notifyDone(product ? 'The product was saved.' : 'The product was created.');
          if (!product) void navigate(`/dashboard/products/${saved.id}`, { replace: true });
        },
      },
    );
  };

  const price = typeof values.price === 'number' ? values.price : null;
  const cost = typeof values.cost === 'number' ? values.cost : null;
  const sale = discountedPrice(values);
  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/dashboard/products" size="sm">
        ← All products
      </Anchor>
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>{product ? product.name : 'New product'}</Title>
        {product && product.visible && (
          <Anchor href={`/shop/products/${product.slug}`} target="_blank" rel="noreferrer">
            View in the shop
          </Anchor>
        )}
      </Group>
      <form onSubmit={submit} noValidate aria-label="Product details">
        <Stack gap="md">
          <Fieldset legend="Details">
            <Stack gap="sm">
              <TextInput
                label="Name"
                required
                maxLength={80}
                value={values.name}
                onChange={(e) => set('name', e.currentTarget.value)}
                error={shownErrors.name}
              />
              <Textarea
                label="Description"
                autosize
                minRows={3}
                maxLength={8000}
                value={values.description}
                onChange={(e) => set('description', e.currentTarget.value)}
              />
              <Group gap="sm" wrap="wrap" align="flex-start">
                <Select
                  label="Product type"
                  data={TYPES}
                  value={values.productType}
                  allowDeselect={false}
                  onChange={(v) => set('productType', v === 'digital' ? 'digital' : 'physical')}
                  style={{ flex: '1 1 180px' }}
                />
                <TextInput
                  label="SKU"
                  maxLength={40}
                  value={values.sku}
                  onChange={(e) => set('sku', e.currentTarget.value)}
                  style={{ flex: '1 1 140px' }}
                />
                <NumberInput
                  label="Weight"
                  min={0}
                  decimalScale={3}
                  value={values.weight}
                  onChange={(v) => set('weight', v)}
                  style={{ flex: '1 1 100px' }}
                />
              </Group>
              <Group gap="sm" wrap="wrap">
                <TextInput
                  label="Brand"
                  maxLength={50}
                  value={values.brand}
                  onChange={(e) => set('brand', e.currentTarget.value)}
                  style={{ flex: '1 1 160px' }}
                />
                <TextInput
                  label="Ribbon"
                  description="A short label on the product, e.g. New"
                  maxLength={30}
                  value={values.ribbon}
                  onChange={(e) => set('ribbon', e.currentTarget.value)}
                  style={{ flex: '1 1 160px' }}
                />
              </Group>
              <Switch
                label="Visible in the shop"
                checked={values.visible}
                onChange={(e) => set('visible', e.currentTarget.checked)}
              />
            </Stack>
          </Fieldset>
          <Fieldset legend="Pricing">
            <Stack gap="sm">
              <Group gap="sm" wrap="wrap" align="flex-start">
                <NumberInput
                  label="Price"
                  required
                  min={0}
                  max={999_999_999}
                  decimalScale={2}
                  value={values.price}
                  onChange={(v) => set('price', v)}
                  error={shownErrors.price}
                  style={{ flex: '1 1 120px' }}
                />
                <Select
                  label="Discount"
                  data={DISCOUNTS}
                  value={values.discountType}
                  allowDeselect={false}
                  onChange={(v) => set('discountType', (v as ProductFormValues['discountType']) ?? 'NONE')}
                  style={{ flex: '1 1 140px' }}
                />
                {values.discountType !== 'NONE' && (
                  <NumberInput
                    label={values.discountType === 'PERCENT' ? 'Discount (%)' : 'Discount amount'}
                    min={0}
                    max={values.discountType === 'PERCENT' ? 100 : undefined}
                    decimalScale={2}
                    value={values.discountValue}
                    onChange={(v) => set('discountValue', v)}
                    error={shownErrors.discountValue}
                    style={{ flex: '1 1 120px' }}
                  />
                )}
                <NumberInput
                  label="Cost of goods"
                  min={0}
                  decimalScale={2}
                  value={values.cost}
                  onChange={(v) => set('cost', v)}
                  style={{ flex: '1 1 120px' }}
                />
              </Group>
              <Text size="sm" aria-live="polite">
                {sale !== null && values.discountType !== 'NONE' && <>Sale price: {sale.toFixed(2)}. </>}
                {sale !== null && cost !== null && price !== null && (
                  <>
                    Profit: {(sale - cost).toFixed(2)}
                    {sale > 0 ? ` (margin ${Math.round(((sale - cost) / sale) * 100)}%)` : ''}.
                  </>
                )}
              </Text>
            </Stack>
          </Fieldset>
          <OptionsField options={values.options} errors={shownErrors} onChange={(o) => set('options', o)} />
          {save.error && (
            <Alert color="red" variant="light" title="The product was not saved">
              {errorMessage(save.error)}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={save.isPending}>
              {product ? 'Save product' : 'Create product'}
            </Button>
          </Group>
        </Stack>
      </form>
      {product ? (
        <>
          <ProductMedia product={product} />
          <VariantsTable product={product} />
        </>
      ) : (
        <Text size="sm" c="dimmed">
          Images, variants and stock can be set once the product is created.
        </Text>
      )}
    </Stack>
  );
}
