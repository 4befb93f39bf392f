import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Paper, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import type { DiscountValue } from '@tessera/sdk/store-settings-admin';
import { errorMessage } from '../error-message.ts';
import { notifyDone } from '../feedback.ts';
import { dayStart } from './store-settings-labels.ts';
import { useCreateDiscountRule } from './store-settings-data.ts';

type Kind = 'PERCENTAGE' | 'FIXED_AMOUNT' | 'FREE_SHIPPING';

/** A coupon: a discount rule triggered by its code, within its dates, up to its usage limit. */
export function CouponForm({ currency, onDone }: { currency: string; onDone: () => void }) {
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [kind, setKind] = useState<Kind>('PERCENTAGE');
  const [amount, setAmount] = useState('');
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [limit, setLimit] = useState('');
  const [checked, setChecked] = useState(false);
  const create = useCreateDiscountRule();

  const codeProblem = /^[A-Za-z0-9_-]{1,40}$/.test(code.trim())
    ? undefined
    : 'Use letters, digits, - or _ (up to 40), e.g. SUMMER10.';
  const amountProblem =
    kind === 'FREE_SHIPPING'
      ? undefined
      : kind === 'PERCENTAGE'
        ? /^\d{1,3}(\.\d{1,2})?$/.test(amount.trim()) && Number(amount) > 0 && Number(amount) <= 100
          ? undefined
          : 'Enter a percentage between 1 and 100.'
        : /^\d{1,12}(\.\d{1,2})?$/.test(amount.trim()) && Number(amount) > 0
          ? undefined
          : `Enter an amount in ${currency}, e.g. 5.00.`;
  const limitProblem =
    limit.trim() === '' || /^[1-9]\d{0,8}$/.test(limit.trim())
      ? undefined
      : 'Enter a whole number, or leave it empty for no limit.';
  const datesProblem =
    start && end && dayStart(end, true)! <= dayStart(start)!
      ? 'The last day must not be before the first.'
      : undefined;

  const value = (): DiscountValue =>
    kind === 'FREE_SHIPPING'
      ? { targetType: 'SHIPPING', discountType: 'PERCENTAGE', percentage: 100 }
      : kind === 'PERCENTAGE'
        ? { targetType: 'GLOBAL', discountType: 'PERCENTAGE', percentage: Number(amount.trim()) }
        : { targetType: 'GLOBAL', discountType: 'FIXED_AMOUNT', fixedAmount: amount.trim() };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (codeProblem || amountProblem || limitProblem || datesProblem) return;
    const couponCode = code.trim().toUpperCase();
    create.mutate(
      {
        name: name.trim() || couponCode,
        trigger: { triggerType: 'COUPON', coupon: { code: couponCode } },
        activeTimeInfo: { start: dayStart(start), end: dayStart(end, true) },
        discounts: { values: [value()] },
        settings: { usageLimit: limit.trim() ? Number(limit.trim()) : null },
      },
      {
        onSuccess: () => {
          notifyDone(`Coupon ${couponCode} created.`);
          onDone();
        },
      },
    );
  };

  return (
    <Paper withBorder p="lg" component="form" noValidate onSubmit={submit} aria-label="New coupon">
      <Stack gap="md">
        <Title order={3} size="h4">
          New coupon
        </Title>
        {create.error && (
          <Alert color="red" variant="light" title="The coupon was not created">
            {errorMessage(create.error)}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Code"
            description="What buyers type in the cart."
            required
            maxLength={40}
            value={code}
            error={checked && codeProblem}
            onChange={(e) => setCode(e.currentTarget.value)}
          />
          <TextInput
            label="Name"
            description="For you; the code when empty."
            maxLength={200}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
          />
          <Select
            label="Discount"
            allowDeselect={false}
            value={kind}
            onChange={(v) => setKind((v ?? 'PERCENTAGE') as Kind)}
            data={[
              { value: 'PERCENTAGE', label: 'Percentage off the order' },
              { value: 'FIXED_AMOUNT', label: `Amount off the order (${currency})` },
              { value: 'FREE_SHIPPING', label: 'Free shipping' },
            ]}
          />
          {kind !== 'FREE_SHIPPING' && (
            <TextInput
              label={kind === 'PERCENTAGE' ? 'Percentage' : `Amount (${currency})`}
              required
              inputMode="decimal"
              value={amount}
              error={checked && amountProblem}
              onChange={(e) => setAmount(e.currentTarget.value)}
            />
          )}
          <TextInput
            label="First day"
            description="Empty: from now."
            type="date"
            value={start}
            onChange={(e) => setStart(e.currentTarget.value)}
          />
          <TextInput
            label="Last day"
            description="Empty: no end."
            type="date"
            value={end}
            error={checked && datesProblem}
            onChange={(e) => setEnd(e.currentTarget.value)}
          />
          <TextInput
            label="Usage limit"
            description="Orders that may use it; empty for no limit."
            inputMode="numeric"
            value={limit}
            error={checked && limitProblem}
            onChange={(e) => setLimit(e.currentTarget.value)}
          />
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={create.isPending}>
            Create coupon
          </Button>
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
