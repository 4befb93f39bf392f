import { useState, type FormEvent } from 'react';
import {
  Alert,
  Input,
  Button,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { StoreSettings } from '@tessera/sdk/store-settings-admin';
import { errorMessage } from '../error-message.ts';
import { notifyDone } from '../feedback.ts';
import { useSaveStoreBasics } from './store-settings-data.ts';

const upper = (value: string) => value.trim().toUpperCase();

/** Currency, weight unit, tax in prices and the business address; saved with the revision read. */
export function StoreBasicsForm({ current }: { current: StoreSettings }) {
  const [currency, setCurrency] = useState(current.currency);
  const [weightUnit, setWeightUnit] = useState<string>(current.weightUnit);
  const [taxIncluded, setTaxIncluded] = useState(current.taxIncludedInPrice);
  const [country, setCountry] = useState(current.address?.country ?? '');
  const [subdivision, setSubdivision] = useState(current.address?.subdivision ?? '');
  const [city, setCity] = useState(current.address?.city ?? '');
  const [postalCode, setPostalCode] = useState(current.address?.postalCode ?? '');
  const [line1, setLine1] = useState(current.address?.addressLine1 ?? '');
  const [checked, setChecked] = useState(false);
  const save = useSaveStoreBasics();

  const currencyProblem = /^[A-Z]{3}$/.test(upper(currency))
    ? undefined
    : 'Use a three-letter code such as USD or EUR.';
  const countryProblem =
    country.trim() === '' || /^[A-Z]{2}$/.test(upper(country))
      ? undefined
      : 'Use a two-letter code such as US or DE.';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (currencyProblem || countryProblem) return;
    const hasAddress = [country, city, postalCode, line1].some((part) => part.trim() !== '');
    save.mutate(
      {
        currency: upper(currency),
        weightUnit: weightUnit as StoreSettings['weightUnit'],
        taxIncludedInPrice: taxIncluded,
        address: hasAddress
          ? {
              country: upper(country) || null,
              subdivision: upper(subdivision) || null,
              city: city.trim() || null,
              postalCode: postalCode.trim() || null,
              addressLine1: line1.trim() || null,
            }
          : null,
        revision: current.revision,
      },
      { onSuccess: () => notifyDone('Store settings saved. New prices and totals use them.') },
    );
  };

  return (
    <Paper withBorder p="lg" component="form" noValidate onSubmit={submit} aria-label="Store basics">
      <Stack gap="md">
        {save.error && (
          <Alert color="red" variant="light" title="The settings were not saved">
            {errorMessage(save.error)}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Currency"
            description="Every price of the store is in it."
            required
            maxLength={3}
            value={currency}
            error={checked && currencyProblem}
            onChange={(event) => setCurrency(event.currentTarget.value)}
          />
          <Stack gap={4}>
            <Input.Label id="weight-unit-label">Weight unit</Input.Label>
            <SegmentedControl
              aria-labelledby="weight-unit-label"
              value={weightUnit}
              onChange={setWeightUnit}
              data={[
                { value: 'KG', label: 'Kilograms' },
                { value: 'LB', label: 'Pounds' },
              ]}
            />
          </Stack>
        </SimpleGrid>
        <Switch
          label="Prices include tax"
          description="On: the tax is part of each price. Off: tax is added at checkout."
          checked={taxIncluded}
          onChange={(event) => setTaxIncluded(event.currentTarget.checked)}
        />
        <Title order={3} size="h5">
          Business address
        </Title>
        <Text size="sm" c="dimmed">
          Where store pickup orders are taxed.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Street address"
            maxLength={300}
            value={line1}
            onChange={(e) => setLine1(e.currentTarget.value)}
          />
          <TextInput
            label="City"
            maxLength={200}
            value={city}
            onChange={(e) => setCity(e.currentTarget.value)}
          />
          <TextInput
            label="Postal code"
            maxLength={40}
            value={postalCode}
            onChange={(e) => setPostalCode(e.currentTarget.value)}
          />
          <TextInput
            label="Country code"
            placeholder="US"
            maxLength={2}
            value={country}
            error={checked && countryProblem}
            onChange={(e) => setCountry(e.currentTarget.value)}
          />
          <TextInput
            label="State or region code"
            placeholder="US-CA"
            maxLength={10}
            value={subdivision}
            onChange={(e) => setSubdivision(e.currentTarget.value)}
          />
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={save.isPending}>
            Save store settings
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
