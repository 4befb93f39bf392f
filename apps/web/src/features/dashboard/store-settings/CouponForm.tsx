import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { DiscountRule, DiscountRuleInput, DiscountValue } from '@tessera/sdk/store-settings-admin';
import { errorMessage } from '../error-message.ts';
import { notifyDone } from '../feedback.ts';
import { couponCode, dayOf, dayStart, discountText } from './store-settings-labels.ts';
import { useCreateDiscountRule, useUpdateDiscountRule } from './store-settings-data.ts';

type Kind = 'PERCENTAGE' | 'FIXED_AMOUNT' | 'FREE_SHIPPING';

/** The form's discount for a rule's one value, or undefined when the form cannot show it (item scopes, fixed prices, several values). */
function discountOf(rule: DiscountRule): { kind: Kind; amount: string } | undefined {
  const [value, ...more] = rule.discounts.values;
  if (!value || more.length) return undefined;
  if (value.targetType === 'SHIPPING' && value.discountType === 'PERCENTAGE' && value.percentage === 100)
    return { kind: 'FREE_SHIPPING', amount: '' };
  if (value.targetType !== 'GLOBAL') return undefined;
  if (value.discountType === 'PERCENTAGE')
    return { kind: 'PERCENTAGE', amount: String(value.percentage ?? '') };
  if (value.discountType === 'FIXED_AMOUNT') return { kind: 'FIXED_AMOUNT', amount: value.fixedAmount ?? '' };
  return undefined;
}

/**
 * A coupon: a discount rule triggered by its code, within its dates, up to its usage limit. With
 * `rule`, the form edits that rule in place (sending the revision read); a discount the form cannot
 * show is kept as it is.
 */
export function CouponForm({
  currency,
  rule,
  onDone,
}: {
  currency: string;
  rule?: DiscountRule;
  onDone: () => void;
}) {
  const existing = rule ? discountOf(rule) : undefined;
  const keepsDiscount = Boolean(rule && !existing);
  const hasCode = !rule || couponCode(rule) !== undefined;
  const [code, setCode] = useState(rule ? (couponCode(rule) ?? '') : '');
  const [name, setName] = useState(rule && rule.name !== couponCode(rule) ? rule.name : '');
  const [kind, setKind] = useState<Kind>(existing?.kind ?? 'PERCENTAGE');
  const [amount, setAmount] = useState(existing?.amount ?? '');
  const [start, setStart] = useState(dayOf(rule?.activeTimeInfo.start));
  const [end, setEnd] = useState(dayOf(rule?.activeTimeInfo.end, true));
  const [limit, setLimit] = useState(rule?.settings.usageLimit ? String(rule.settings.usageLimit) : '');
  const [checked, setChecked] = useState(false);
  const create = useCreateDiscountRule();
  const update = useUpdateDiscountRule();
  const save = rule ? update : create;
  const heading = rule ? `Edit ${couponCode(rule) ?? rule.name}` : 'New coupon';

  const codeProblem =
    !hasCode || /^[A-Za-z0-9_-]{1,40}$/.test(code.trim())
      ? undefined
      : 'Use letters, digits, - or _ (up to 40), e.g. SUMMER10.';
  const amountProblem =
    keepsDiscount || kind === 'FREE_SHIPPING'
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
    const typedCode = code.trim().toUpperCase();
    const title = hasCode ? typedCode : rule!.name;
    const input: DiscountRuleInput = {
      name: name.trim() || (hasCode ? typedCode : rule!.name),
      ...(hasCode ? { trigger: { triggerType: 'COUPON', coupon: { code: typedCode } } } : {}),
      activeTimeInfo: { start: dayStart(start), end: dayStart(end, true) },
      ...(keepsDiscount ? {} : { discounts: { values: [value()] } }),
      settings: { usageLimit: limit.trim() ? Number(limit.trim()) : null },
    };
    const done = () => {
      notifyDone(rule ? `${title} saved.` : `Coupon ${title} created.`);
      onDone();
    };
    if (rule)
      update.mutate({ id: rule.id, change: { ...input, revision: rule.revision } }, { onSuccess: done });
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
            title={rule ? 'The coupon was not saved' : 'The coupon was not created'}
          >
            {errorMessage(save.error)}
          </Alert>
        )}
        {keepsDiscount && (
          <Text size="sm" c="dimmed">
            Its discount ({discountText(rule!, currency)}) was set through the API and stays as it is; the
            rest can be changed here.
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {hasCode && (
            <TextInput
              label="Code"
              description="What buyers type in the cart."
              required
              maxLength={40}
              value={code}
              error={checked && codeProblem}
              onChange={(e) => setCode(e.currentTarget.value)}
            />
          )}
          <TextInput
            label="Name"
            description="For you; the code when empty."
            maxLength={200}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
          />
          {!keepsDiscount && (
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
          )}
          {!keepsDiscount && kind !== 'FREE_SHIPPING' && (
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
          <Button type="submit" loading={save.isPending}>
            {rule ? 'Save coupon' : 'Create coupon'}
          </Button>
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
