import type { FieldViolation } from '@tessera/contracts';
import {
  DEFAULT_VARIANT_ID,
  MAX_VARIANTS,
  type DiscountType,
  type ProductInput,
  type ProductOptionInput,
} from '@tessera/contracts/catalog';
import { validationError, violation } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import { toMinor } from './catalog-money.ts';
import type { OptionRecord, VariantRecord } from './catalog.store.ts';
import { ownRecord } from './own-record.ts';

// A product request becomes the catalog's fields here (no database): money to minor units,
// options checked and their variants generated. A refusal here opens no transaction.

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/** The columns a product request sets; absent: unchanged (update) or the default (create). */
export interface ProductFields {
  name?: string;
  slug?: string;
  visible?: boolean;
  productType?: 'physical' | 'digital';
  description?: string | null;
  sku?: string | null;
  weight?: number | null;
  priceMinor?: number;
  costMinor?: number | null;
  discount?: { type: DiscountType; value: number };
  perUnit?: { totalQuantity: number; totalUnit: string; baseQuantity: number; baseUnit: string } | null;
  manageVariants?: boolean;
  brand?: string | null;
  ribbon?: string | null;
  infoSections?: string;
  seoData?: string | null;
  dimensions?: string | null;
  options?: OptionRecord[];
}

const fail = (violations: FieldViolation[]) => {
  if (violations.length > 0) throw validationError(violations);
};

/** Reads a create or update request; `currency` is the product's (the store's for a new one). */
export function productFields(input: ProductInput, currency: string, creating: boolean): ProductFields {
  const violations: FieldViolation[] = [];
  const fields: ProductFields = {};
  if (input.name !== undefined) {
    if (input.name === null || input.name.trim() === '') {
      violations.push(violation('product.name', 'must not be empty', 'REQUIRED_FIELD'));
    } else fields.name = input.name.trim();
  } else if (creating) violations.push(violation('product.name', 'must not be empty', 'REQUIRED_FIELD'));
  if (input.slug !== undefined) {
    const slug = normalizeSlug(input.slug);
    if (!slug) violations.push(violation('product.slug', 'must hold letters or digits', 'FORMAT'));
    else fields.slug = slug;
  }
  if (input.visible !== undefined && input.visible !== null) fields.visible = input.visible;
  if (input.productType !== undefined) fields.productType = input.productType;
  if (input.description !== undefined) fields.description = input.description || null;
  if (input.sku !== undefined) fields.sku = input.sku || null;
  if (input.weight !== undefined) fields.weight = input.weight;
  const price = input.priceData?.price ?? input.price?.price;
  if (price !== undefined && price !== null)
    fields.priceMinor = toMinor(price, currency, 'product.priceData.price');
  else if (creating)
    violations.push(violation('product.priceData.price', 'must not be empty', 'REQUIRED_FIELD'));
  const cost = input.costAndProfitData?.itemCost;
  if (cost !== undefined)
    fields.costMinor = cost === null ? null : toMinor(cost, currency, 'product.costAndProfitData.itemCost');
  if (input.discount !== undefined) {
    const type =
      input.discount.type === undefined || input.discount.type === 'UNDEFINED' ? 'NONE' : input.discount.type;
    const value = type === 'NONE' ? 0 : (input.discount.value ?? 0);
    if (type === 'PERCENT' && value > 100)
      violations.push(violation('product.discount.value', 'a percentage must be at most 100', 'MAX'));
    if (type === 'AMOUNT') toMinor(value, currency, 'product.discount.value');
    fields.discount = { type, value };
  }
  if (input.pricePerUnitData !== undefined) {
    const ppu = input.pricePerUnitData;
    fields.perUnit = ppu
      ? {
          totalQuantity: ppu.totalQuantity,
          totalUnit: ppu.totalMeasurementUnit,
          baseQuantity: ppu.baseQuantity,
          baseUnit: ppu.baseMeasurementUnit,
        }
      : null;
  }
  if (input.manageVariants !== undefined && input.manageVariants !== null)
    fields.manageVariants = input.manageVariants;
  if (input.brand !== undefined) fields.brand = input.brand || null;
  if (input.ribbon !== undefined) fields.ribbon = input.ribbon || null;
  if (input.additionalInfoSections !== undefined)
    fields.infoSections = JSON.stringify(input.additionalInfoSections);
  if (input.seoData !== undefined) fields.seoData = JSON.stringify(input.seoData);
  if (input.productDimensions !== undefined || input.packageDimensions !== undefined) {
    fields.dimensions = JSON.stringify({
      ...(input.productDimensions ? { productDimensions: input.productDimensions } : {}),
      ...(input.packageDimensions ? { packageDimensions: input.packageDimensions } : {}),
    });
  }
  if (input.productOptions !== undefined) fields.options = optionsOf(input.productOptions, violations);
  fail(violations);
  return fields;
}

/** Options checked: unique names, unique choices, a color's value a hex code; at most MAX_VARIANTS combinations. */
function optionsOf(input: readonly ProductOptionInput[], violations: FieldViolation[]): OptionRecord[] {
  const names = new Set<string>();
  const options = input.map((option, i): OptionRecord => {
    const field = `product.productOptions[${i}]`;
    const name = option.name.trim();
    if (!name) violations.push(violation(`${field}.name`, 'must not be empty', 'REQUIRED_FIELD'));
    if (names.has(name.toLowerCase()))
      violations.push(violation(`${field}.name`, 'option names must be unique', 'VALIDATION'));
    names.add(name.toLowerCase());
    const optionType = option.optionType ?? 'drop_down';
    const seen = new Set<string>();
    const choices = option.choices.map((choice, j) => {
      const at = `${field}.choices[${j}]`;
      const description = (
        choice.description ??
        (optionType === 'drop_down' ? choice.value : undefined) ??
        ''
      ).trim();
      const value = (choice.value ?? description).trim();
      if (!description)
        violations.push(violation(`${at}.description`, 'must not be empty', 'REQUIRED_FIELD'));
      if (optionType === 'color' && !HEX_COLOR.test(value))
        violations.push(
          violation(`${at}.value`, 'a color choice value is a hex code such as #ff0000', 'FORMAT'),
        );
      if (seen.has(description.toLowerCase()))
        violations.push(violation(`${at}.description`, 'choices of an option must be unique', 'VALIDATION'));
      seen.add(description.toLowerCase());
      return { value, description, mediaIds: [] as string[] };
    });
    return { name, optionType, choices };
  });
  const combinations = options.reduce((n, o) => n * Math.max(1, o.choices.length), 1);
  if (combinations > MAX_VARIANTS) {
    violations.push(
      violation(
        'product.productOptions',
        `the options make ${combinations} variants; at most ${MAX_VARIANTS} are allowed`,
        'MAX_SIZE',
        { max: MAX_VARIANTS, variants: combinations },
      ),
    );
  }
  return options;
}

/**
 * The variants of a set of options: one per combination of choices (the cartesian product, in
 * option order), or the one default variant. A variant whose choices existed before keeps its id
 * and own values, so renaming nothing changes nothing.
 */
export function variantsFor(
  options: readonly OptionRecord[],
  previous: readonly VariantRecord[] = [],
): VariantRecord[] {
  if (options.length === 0) {
    const kept = previous.find((v) => v.id === DEFAULT_VARIANT_ID);
    return [kept ?? blankVariant(DEFAULT_VARIANT_ID, ownRecord([]))];
  }
  let combos: Array<Array<[string, string]>> = [[]];
  for (const option of options) {
    combos = combos.flatMap((combo) =>
      option.choices.map((c) => [...combo, [option.name, c.description] as [string, string]]),
    );
  }
  const key = (choices: Record<string, string>) =>
    JSON.stringify(
      Object.keys(choices)
        .sort()
        .map((k) => [k, choices[k]]),
    );
  const before = new Map(previous.map((v) => [key(v.choices), v]));
  return combos.map((combo) => {
    const choices = ownRecord(combo);
    const kept = before.get(key(choices));
    return kept ? { ...kept, choices } : blankVariant(newId(), choices);
  });
}

export const blankVariant = (id: string, choices: Record<string, string>): VariantRecord => ({
  id,
  choices,
  priceMinor: null,
  costMinor: null,
  weight: null,
  sku: null,
  visible: true,
});

/** "Linen Shirt — Blue!" → "linen-shirt-blue"; null when nothing is left. */
export function normalizeSlug(raw: string): string | null {
  const slug = raw
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 90)
    .replace(/-+$/g, '');
  return slug || null;
}
