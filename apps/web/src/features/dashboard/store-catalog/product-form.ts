import type { Product, ProductInput } from '@tessera/sdk/catalog-admin';

// The product editor's values and their translation to the catalog's write shape.

export interface OptionValues {
  name: string;
  optionType: 'drop_down' | 'color';
  /** Comma-separated choices; a color may carry its swatch: "Red #ff0000". */
  choices: string;
}

export interface ProductFormValues {
  name: string;
  description: string;
  productType: 'physical' | 'digital';
  price: number | string;
  discountType: 'NONE' | 'AMOUNT' | 'PERCENT';
  discountValue: number | string;
  cost: number | string;
  sku: string;
  weight: number | string;
  brand: string;
  ribbon: string;
  visible: boolean;
  options: OptionValues[];
}

export const EMPTY_PRODUCT: ProductFormValues = {
  name: '',
  description: '',
  productType: 'physical',
  price: '',
  discountType: 'NONE',
  discountValue: '',
  cost: '',
  sku: '',
  weight: '',
  brand: '',
  ribbon: '',
  visible: true,
  options: [],
};

const SWATCH = /^(.*?)\s+(#[0-9a-f]{6})$/i;

function choiceText(option: Product['productOptions'][number]['choices'][number], type: string): string {
  return type === 'color' && option.value !== option.description
    ? `${option.description} ${option.value}`
    : option.description;
}

export function formValuesOf(product: Product): ProductFormValues {
  return {
    name: product.name,
    description: product.description,
    productType: product.productType,
    price: product.priceData.price,
    discountType: product.discount.type,
    discountValue: product.discount.type === 'NONE' ? '' : product.discount.value,
    cost: product.costAndProfitData?.itemCost ?? '',
    sku: product.sku,
    weight: product.weight || '',
    brand: product.brand ?? '',
    ribbon: product.ribbon ?? '',
    visible: product.visible,
    options: product.productOptions.map((option) => ({
      name: option.name,
      optionType: option.optionType,
      choices: option.choices.map((choice) => choiceText(choice, option.optionType)).join(', '),
    })),
  };
}

const num = (value: number | string): number | null => (typeof value === 'number' ? value : null);

export function choicesOf(option: OptionValues) {
  return option.choices
    .split(',')
    .map((text) => text.trim())
    .filter(Boolean)
    .map((text) => {
      const swatch = option.optionType === 'color' ? SWATCH.exec(text) : null;
      return swatch ? { description: swatch[1]!, value: swatch[2]! } : { description: text, value: text };
    });
}

/** What the form says is wrong, per field, before anything is sent. */
export function formErrors(values: ProductFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.name.trim()) errors.name = 'Give the product a name.';
  if (typeof values.price !== 'number') errors.price = 'Enter a price (0 for a free product).';
  if (values.discountType !== 'NONE' && typeof values.discountValue !== 'number') {
    errors.discountValue = 'Enter the discount, or choose “No discount”.';
  }
  if (values.discountType === 'PERCENT' && num(values.discountValue)! > 100) {
    errors.discountValue = 'A discount cannot be more than 100%.';
  }
  values.options.forEach((option, index) => {
    if (!option.name.trim()) errors[`option${index}`] = 'Name the option (e.g. Size).';
    else if (!choicesOf(option).length) errors[`option${index}`] = 'Give the option at least one choice.';
  });
  const names = values.options.map((o) => o.name.trim().toLowerCase());
  if (new Set(names).size !== names.length) errors.options = 'Two options have the same name.';
  return errors;
}

export function productInputOf(values: ProductFormValues): ProductInput {
  return {
    name: values.name.trim(),
    description: values.description,
    productType: values.productType,
    priceData: { price: num(values.price) ?? 0 },
    discount:
      values.discountType === 'NONE'
        ? { type: 'NONE', value: 0 }
        : { type: values.discountType, value: num(values.discountValue) ?? 0 },
    costAndProfitData: { itemCost: num(values.cost) },
    sku: values.sku.trim() || null,
    weight: num(values.weight) ?? 0,
    brand: values.brand.trim() || null,
    ribbon: values.ribbon.trim() || null,
    visible: values.visible,
    manageVariants: values.options.length > 0,
    productOptions: values.options.map((option) => ({
      name: option.name.trim(),
      optionType: option.optionType,
      choices: choicesOf(option),
    })),
  };
}

/** The price after the discount, as the shop will show it. */
export function discountedPrice(values: ProductFormValues): number | null {
  const price = num(values.price);
  if (price === null) return null;
  const value = num(values.discountValue) ?? 0;
  if (values.discountType === 'AMOUNT') return Math.max(0, price - value);
  if (values.discountType === 'PERCENT') return Math.max(0, price * (1 - value / 100));
  return price;
}
