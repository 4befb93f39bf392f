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
import type { ShippingOption, ShippingOptionInput } from '@tessera/sdk/store-settings-admin';
import { errorMessage } from '../error-message.ts';
import { notifyDone } from '../feedback.ts';
import { conditionSubjects, operatorChoices } from './store-settings-labels.ts';
import { useCreateShippingOption, useUpdateShippingOption } from './store-settings-data.ts';

type Rates = NonNullable<ShippingOptionInput['rates']>;
type ConditionType = NonNullable<Rates[number]['conditions']>[number]['type'];
type Operator = NonNullable<Rates[number]['conditions']>[number]['operator'];

type Condition = NonNullable<Rates[number]['conditions']>[number];

interface RateRow {
  amount: string;
  /** '' = the rate always applies. */
  type: ConditionType | '';
  operator: Operator;
  value: string;
  /** What the form does not show of a saved rate (more conditions, per item), sent back unchanged. */
  more: Condition[];
  multiplyByQuantity?: boolean;
}

const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;
const REGION = /^(\*|[A-Z]{2}(-[A-Z0-9]{1,3})?)$/;
const newRate = (): RateRow => ({ amount: '', type: '', operator: 'LT', value: '', more: [] });

/** A saved rate as the form shows it: its first condition editable, the others kept. */
function rowOf(rate: Rates[number]): RateRow {
  const [first, ...more] = rate.conditions ?? [];
  return {
    amount: rate.amount,
    type: first?.type ?? '',
    operator: first?.operator ?? 'LT',
    value: first?.value ?? '',
    more,
    ...(rate.multiplyByQuantity !== undefined ? { multiplyByQuantity: rate.multiplyByQuantity } : {}),
  };
}

/** "US, ca, us-ny" → ["US", "CA", "US-NY"]; an empty field means everywhere. */
function regionsOf(text: string): string[] {
  const codes = text
    .split(/[\s,]+/)
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);
  return codes.length ? [...new Set(codes)] : ['*'];
}

/**
 * A shipping option: where it delivers, its rates (the first that holds applies) and pickup. With
 * `option`, the form edits it in place (sending the revision read, so a change made meanwhile is
 * refused rather than overwritten); what the form does not show (time slots, a pickup address,
 * further conditions) is kept.
 */
export function ShippingOptionForm({
  weightUnit,
  option,
  onDone,
}: {
  weightUnit: string;
  option?: ShippingOption;
  onDone: () => void;
}) {
  const [title, setTitle] = useState(option?.title ?? '');
  const [regions, setRegions] = useState(
    option ? option.deliveryRegionIds.filter((code) => code !== '*').join(', ') : '',
  );
  const [estimate, setEstimate] = useState(option?.estimatedDeliveryTime ?? '');
  const [pickup, setPickup] = useState(Boolean(option?.pickup));
  const [instructions, setInstructions] = useState(option?.pickup?.instructions ?? '');
  const [rates, setRates] = useState<RateRow[]>(option?.rates.length ? option.rates.map(rowOf) : [newRate()]);
  const [checked, setChecked] = useState(false);
  const create = useCreateShippingOption();
  const update = useUpdateShippingOption();
  const save = option ? update : create;
  const heading = option ? `Edit ${option.title ?? 'shipping option'}` : 'New shipping option';

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
    const input: ShippingOptionInput = {
      title: title.trim(),
      deliveryRegionIds: regionsOf(regions),
      estimatedDeliveryTime: estimate.trim() || null,
      rates: rates.map((row) => ({
        amount: row.amount.trim(),
        conditions: [
          ...(row.type ? [{ type: row.type, operator: row.operator, value: row.value.trim() }] : []),
          ...row.more,
        ],
        ...(row.multiplyByQuantity !== undefined ? { multiplyByQuantity: row.multiplyByQuantity } : {}),
      })),
      pickup: pickup
        ? { ...option?.pickup, pickupMethod: 'STORE_PICKUP', instructions: instructions.trim() || null }
        : null,
    };
    const done = () => {
      notifyDone(
        option ? `Shipping option "${title.trim()}" saved.` : `Shipping option "${title.trim()}" added.`,
      );
      onDone();
    };
    if (option)
      update.mutate({ id: option.id, change: { ...input, revision: option.revision } }, { onSuccess: done });
    else create.mutate(input, { onSuccess: done });
  };

  return (
    <Paper withBorder p="lg" component="form" noValidate onSubmit={submit} aria-label={heading}>
      <Stack gap="md">
        <Title order={3} size="h4">
          {heading}
        </Title>
        {save.error && (
          <Alert
            color="red"
            variant="light"
            title={option ? 'The shipping option was not saved' : 'The shipping option was not added'}
          >
            {errorMessage(save.error)}
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
              {row.more.length > 0 && (
                <Text size="xs" c="dimmed" mt={30}>
                  and {row.more.length} more {row.more.length === 1 ? 'condition' : 'conditions'}, kept
                </Text>
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
          <Button type="submit" loading={save.isPending}>
            {option ? 'Save shipping option' : 'Add shipping option'}
          </Button>
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
