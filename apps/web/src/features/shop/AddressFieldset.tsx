import { Fieldset, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { AddressWithContact } from '@tessera/sdk/checkouts';
import { COUNTRIES } from './countries.ts';

/** The address fields the checkout asks for, as typed (strings, untrimmed). */
export interface AddressFields {
  firstName: string;
  lastName: string;
  country: string;
  addressLine1: string;
  city: string;
  postalCode: string;
}

export type AddressErrors = Partial<Record<keyof AddressFields, string>>;
type Section = 'shipping' | 'billing';

type TextField = { key: Exclude<keyof AddressFields, 'country'>; label: string; autoComplete: string };

/** The text fields by row, in the order shown (the country comes after the name); pairs share a row from 576 px up. */
const NAME_ROW: TextField[] = [
  { key: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { key: 'lastName', label: 'Last name', autoComplete: 'family-name' },
];
const STREET_ROW: TextField[] = [
  { key: 'addressLine1', label: 'Street address', autoComplete: 'address-line1' },
];
const CITY_ROW: TextField[] = [
  { key: 'city', label: 'City', autoComplete: 'address-level2' },
  { key: 'postalCode', label: 'Postal code', autoComplete: 'postal-code' },
];
const TEXT_FIELDS = [...NAME_ROW, ...STREET_ROW, ...CITY_ROW];

export const addressFieldsOf = (saved: AddressWithContact | undefined): AddressFields => ({
  firstName: saved?.contactDetails?.firstName ?? '',
  lastName: saved?.contactDetails?.lastName ?? '',
  country: saved?.address?.country ?? 'US',
  addressLine1: saved?.address?.addressLine1 ?? '',
  city: saved?.address?.city ?? '',
  postalCode: saved?.address?.postalCode ?? '',
});

/** The wire's address with contact for what was typed, trimmed. */
export const contactOf = (fields: AddressFields): AddressWithContact => ({
  address: {
    country: fields.country,
    addressLine1: fields.addressLine1.trim(),
    city: fields.city.trim(),
    postalCode: fields.postalCode.trim(),
  },
  contactDetails: { firstName: fields.firstName.trim(), lastName: fields.lastName.trim() },
});

/** Every text field is required. */
export function addressProblems(fields: AddressFields): AddressErrors {
  const problems: AddressErrors = {};
  for (const field of TEXT_FIELDS) {
    if (!fields[field.key].trim()) problems[field.key] = 'This is required.';
  }
  return problems;
}

/** Whether what was typed is what the checkout holds (trimmed). */
export const sameAddress = (a: AddressFields, b: AddressFields) =>
  (Object.keys(a) as (keyof AddressFields)[]).every((k) => a[k].trim() === b[k].trim());

/**
 * One address (name, country, street, city, postal code) in a fieldset with its legend: the
 * checkout's shipping and billing addresses. `section` scopes the browser's autofill.
 */
export function AddressFieldset({
  legend,
  section,
  value,
  errors,
  onChange,
}: {
  legend: string;
  section: Section;
  value: AddressFields;
  errors: AddressErrors;
  onChange: (value: AddressFields) => void;
}) {
  const input = (field: TextField) => (
    <TextInput
      key={field.key}
      label={field.label}
      autoComplete={`${section} ${field.autoComplete}`}
      required
      value={value[field.key]}
      error={errors[field.key]}
      onChange={(e) => onChange({ ...value, [field.key]: e.currentTarget.value })}
    />
  );
  const row = (fields: TextField[]) =>
    fields.length > 1 ? (
      <SimpleGrid cols={{ base: 1, xs: 2 }}>{fields.map(input)}</SimpleGrid>
    ) : (
      input(fields[0]!)
    );
  return (
    <Fieldset legend={legend} variant="unstyled" styles={{ legend: { fontWeight: 600 } }}>
      <Stack gap="sm">
        {row(NAME_ROW)}
        <NativeSelect
          label="Country"
          autoComplete={`${section} country`}
          data={COUNTRIES.map(([code, name]) => ({ value: code, label: name }))}
          value={value.country}
          onChange={(e) => onChange({ ...value, country: e.currentTarget.value })}
        />
        {row(STREET_ROW)}
        {row(CITY_ROW)}
      </Stack>
    </Fieldset>
  );
}
