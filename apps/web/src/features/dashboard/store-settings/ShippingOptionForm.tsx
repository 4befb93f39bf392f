import { useState, type FormEvent } from 'react';
import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { ShippingOptionInput } from '@tessera/sdk/store-settings-admin';
import { errorMessage } from '../error-message.ts';
import { notifyDone } from '../feedback.ts';
import { conditionSubjects, operatorChoices } from './store-settings-labels.ts';
import { useCreateShippingOption } from './store-settings-data.ts';

type Rates = NonNullable<ShippingOptionInput['rates']>;
type ConditionType = NonNullable<Rates[number]['conditions']>[number]['type'];
type Operator = NonNullable<Rates[number]['conditions']>[number]['operator'];

interface RateRow {
  amount: string;
  /** '' = the rate always applies. */
  type: ConditionType | '';
  operator: Operator;
  value: string;
}

const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;
const REGION = /^(\*|[A-Z]{2}(-[A-Z0-9]{1,3})?)$/;
const newRate = (): RateRow => ({ amount: '', type: '', operator: 'LT', value: '' });

/** "US, ca, us-ny" → ["US", "CA", "US-NY"]; an empty field means everywhere. */
function regionsOf(text: string): string[] {
  const codes = text
    .split(/[\s,]+/)
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);
  return codes.length ? [...new Set(codes)] : ['*'];
}

/** A new shipping option: where it delivers, its rates (the first that holds applies) and pickup. */
export function ShippingOptionForm({ weightUnit, onDone }: { weightUnit: string; onDone: () => void }) {
  const [title, setTitle] = useState('');
  const [regions, setRegions] = useState('');
  const [estimate, setEstimate] = useState('');
  const [pickup, setPickup] = useState(false);
  const [instructions, setInstructions] = useState('');
  const [rates, setRates] = useState<RateRow[]>([newRate()]);
  const [checked, setChecked] = useState(false);
  const create = useCreateShippingOption();

  const titleProblem = title.trim() ? undefined : 'The option needs a name buyers see.';
  const regionProblem = regionsOf(regions).every((code) => REGION.test(code))
    ? undefined
    : 'Use country codes (US), state codes (US-CA) or * for everywhere, separated by commas.';
  const rateProblem = (row: RateRow) => {
    if (!AMOUNT.test(row.amount.trim())) return 'Enter a price such as 4.50 (0 for free).';
    if (row.type && !/^\d{1,12}(\.\d{1,6})?$/.test(row.value.trim()))
      return 'Enter the number the condition compares.';
    return undefined;
  };
  const change = (index: number, part: Partial<RateRow>) =>
    setRates((rows) => rows.map((row, i) => (i === index ? { ...row, ...part } : row)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (titleProblem || regionProblem || rates.some(rateProblem)) return;
    create.mutate(
      {
        title: title.trim(),
        deliveryRegionIds: regionsOf(regions),
        estimatedDeliveryTime: estimate.trim() || null,
        rates: rates.map((row) => ({
          amount: row.amount.trim(),
          conditions: row.type ? [{ type: row.type, operator: row.operator, value: row.value.trim() }] : [],
        })),
        pickup: pickup ? { pickupMethod: 'STORE_PICKUP', instructions: instructions.trim() || null } : null,
      },
      {
        onSuccess: () => {
          notifyDone(`Shipping option "${title.trim()}" added.`);
          onDone();
        },
      },
    );
  };

  return (
    <Paper withBorder p="lg" component="form" noValidate onSubmit={submit} aria-label="New shipping option">
      <Stack gap="md">
        <Title order={3} size="h4">
          New shipping option
        </Title>
        {create.error && (
          <Alert color="red" variant="light" title="The shipping option was not added">
            {errorMessage(create.error)}
          </Alert>
        )}
        <TextInput
          label="Name"
          description="What buyers choose at checkout, e.g. Standard delivery."
          required
          maxLength={200}
          value={title}
          error={checked && titleProblem}
          onChange={(e) => setTitle(e.currentTarget.value)}
        />
        <TextInput
          label="Destinations"
          description="Country or state codes separated by commas (US, CA, US-NY); empty for everywhere."
          maxLength={2000}
          value={regions}
          error={checked && regionProblem}
          onChange={(e) => setRegions(e.currentTarget.value)}
        />
        <TextInput
          label="Delivery time"
          placeholder="3–5 business days"
          maxLength={500}
          value={estimate}
          onChange={(e) => setEstimate(e.currentTarget.value)}
        />
        <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
          <Text component="legend" size="sm" fw={500}>
            Rates — the first one whose condition holds prices the order
          </Text>
          {rates.map((row, index) => (
            <Group key={index} gap="xs" align="flex-start" wrap="wrap">
              <TextInput
                label={`Rate ${index + 1} price`}
                w={110}
                inputMode="decimal"
                value={row.amount}
                error={checked && rateProblem(row)}
                onChange={(e) => change(index, { amount: e.currentTarget.value })}
              />
              <Select
                label={`Rate ${index + 1} applies when`}
                w={180}
                allowDeselect={false}
                value={row.type}
                data={[{ value: '', label: 'Always' }, ...conditionSubjects]}
                onChange={(value) => change(index, { type: (value ?? '') as RateRow['type'] })}
              />
              {row.type && (
                <>
                  <Select
                    label={`Rate ${index + 1} comparison`}
                    w={120}
                    allowDeselect={false}
                    value={row.operator}
                    data={operatorChoices}
                    onChange={(value) => change(index, { operator: (value ?? 'LT') as Operator })}
                  />
                  <TextInput
                    label={`Rate ${index + 1} ${row.type === 'BY_TOTAL_WEIGHT' ? `weight (${weightUnit.toLowerCase()})` : row.type === 'BY_TOTAL_PRICE' ? 'total' : 'items'}`}
                    w={110}
                    inputMode="decimal"
                    value={row.value}
                    onChange={(e) => change(index, { value: e.currentTarget.value })}
                  />
                </>
              )}
              {rates.length > 1 && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mt={26}
                  aria-label={`Remove rate ${index + 1}`}
                  onClick={() => setRates((rows) => rows.filter((_, i) => i !== index))}
                >
                  ×
                </ActionIcon>
              )}
            </Group>
          ))}
          <Group>
            <Button
              variant="default"
              size="compact-sm"
              onClick={() => setRates((rows) => [...rows, newRate()])}
              disabled={rates.length >= 20}
            >
              Add a rate
            </Button>
          </Group>
        </Stack>
        <Checkbox
          label="Store pickup (offered whatever the buyer's address)"
          checked={pickup}
          onChange={(e) => setPickup(e.currentTarget.checked)}
        />
        {pickup && (
          <TextInput
            label="Pickup instructions"
            maxLength={1000}
            value={instructions}
            onChange={(e) => setInstructions(e.currentTarget.value)}
          />
        )}
        <Group>
          <Button type="submit" loading={create.isPending}>
            Add shipping option
          </Button>
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
