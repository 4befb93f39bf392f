import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Paper, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import type { TaxRegion } from '@tessera/sdk/store-settings-admin';
import { useConfirmation } from '../ConfirmDialog.tsx';
import { LoadFailure } from '../LoadFailure.tsx';
import { errorMessage } from '../error-message.ts';
import { notifyDone } from '../feedback.ts';
import { useCreateTaxRegion, useDeleteTaxRegion, useTaxRegions } from './store-settings-data.ts';

const RATE = /^(100(\.0{1,4})?|\d{1,2}(\.\d{1,4})?)$/;

function TaxRegionForm() {
  const [country, setCountry] = useState('');
  const [subdivision, setSubdivision] = useState('');
  const [name, setName] = useState('');
  const [rate, setRate] = useState('');
  const [checked, setChecked] = useState(false);
  const create = useCreateTaxRegion();
  const countryCode = country.trim().toUpperCase();
  const subdivisionCode = subdivision.trim().toUpperCase();
  const countryProblem = /^[A-Z]{2}$/.test(countryCode) ? undefined : 'Use a two-letter code such as US.';
  const subdivisionProblem =
    subdivisionCode === '' || new RegExp(`^${countryCode}-[A-Z0-9]{1,3}$`).test(subdivisionCode)
      ? undefined
      : `Use a code of the country such as ${countryCode || 'US'}-CA, or leave it empty.`;
  const rateProblem = RATE.test(rate.trim()) ? undefined : 'Enter a percentage from 0 to 100, e.g. 7.25.';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (countryProblem || subdivisionProblem || rateProblem) return;
    create.mutate(
      {
        country: countryCode,
        subdivision: subdivisionCode || null,
        name: name.trim() || null,
        rate: rate.trim(),
      },
      {
        onSuccess: () => {
          notifyDone(`Tax rate for ${subdivisionCode || countryCode} added.`);
          setChecked(false);
          setCountry('');
          setSubdivision('');
          setName('');
          setRate('');
        },
      },
    );
  };

  return (
    <Paper withBorder p="md" component="form" noValidate onSubmit={submit} aria-label="New tax rate">
      <Stack gap="sm">
        {create.error && (
          <Alert color="red" variant="light" title="The tax rate was not added">
            {errorMessage(create.error)}
          </Alert>
        )}
        <Group gap="xs" align="flex-start" wrap="wrap">
          <TextInput
            label="Country code"
            required
            w={120}
            maxLength={2}
            value={country}
            error={checked && countryProblem}
            onChange={(e) => setCountry(e.currentTarget.value)}
          />
          <TextInput
            label="State code"
            placeholder="US-CA"
            w={120}
            maxLength={6}
            value={subdivision}
            error={checked && subdivisionProblem}
            onChange={(e) => setSubdivision(e.currentTarget.value)}
          />
          <TextInput
            label="Name"
            w={160}
            maxLength={100}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
          />
          <TextInput
            label="Rate (%)"
            required
            w={100}
            inputMode="decimal"
            value={rate}
            error={checked && rateProblem}
            onChange={(e) => setRate(e.currentTarget.value)}
          />
          <Button type="submit" mt={25} loading={create.isPending}>
            Add tax rate
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function TaxRow({ region }: { region: TaxRegion }) {
  const remove = useDeleteTaxRegion();
  const { ask, dialog } = useConfirmation();
  const place = region.subdivision ?? region.country;
  return (
    <Table.Tr>
      <Table.Td>{place}</Table.Td>
      <Table.Td>{region.name}</Table.Td>
      <Table.Td>{region.rateType === 'NO_TAX_COLLECTED' ? 'No tax' : `${region.rate}%`}</Table.Td>
      <Table.Td>
        <Button
          variant="subtle"
          color="red"
          size="compact-sm"
          loading={remove.isPending}
          aria-label={`Delete the tax rate of ${place}`}
          onClick={() =>
            ask({
              title: `Delete the tax rate of ${place}?`,
              message: 'Orders shipped there are then taxed at the country rate, or not at all.',
              confirmLabel: 'Delete tax rate',
              danger: true,
              onConfirm: () =>
                remove.mutate(region.id, { onSuccess: () => notifyDone(`Tax rate of ${place} deleted.`) }),
            })
          }
        >
          Delete
        </Button>
        {remove.error && (
          <Text size="xs" c="red" role="alert">
            {errorMessage(remove.error)}
          </Text>
        )}
        {dialog}
      </Table.Td>
    </Table.Tr>
  );
}

/** Manual tax rates by country or state (the state's wins); places without one collect no tax. */
export function TaxSection() {
  const regions = useTaxRegions();
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Tax rates
      </Title>
      <Text size="sm" c="dimmed">
        A state&apos;s rate wins over its country&apos;s. Places without a rate collect no tax.
      </Text>
      <TaxRegionForm />
      {regions.error && (
        <LoadFailure what="Tax rates" error={regions.error} onRetry={() => void regions.refetch()} />
      )}
      {regions.isPending && <Skeleton height={80} aria-busy="true" aria-label="Loading tax rates" />}
      {regions.data?.length === 0 && <Text c="dimmed">No tax rates yet: no tax is collected.</Text>}
      {regions.data && regions.data.length > 0 && (
        <Table.ScrollContainer minWidth={360}>
          <Table aria-label="Tax rates">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Place</Table.Th>
                <Table.Th>Name</Table.Th>
                <Table.Th>Rate</Table.Th>
                <Table.Th>
                  <span className="visually-hidden">Actions</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {regions.data.map((region) => (
                <TaxRow key={region.id} region={region} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
