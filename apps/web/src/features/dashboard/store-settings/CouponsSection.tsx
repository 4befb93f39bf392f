import { useState } from 'react';
import { Badge, Button, Group, Paper, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import type { DiscountRule } from '@tessera/sdk/store-settings-admin';
import { useConfirmation } from '../ConfirmDialog.tsx';
import { LoadFailure } from '../LoadFailure.tsx';
import { errorMessage } from '../error-message.ts';
import { notifyDone } from '../feedback.ts';
import { EditDeleteButtons } from './EditDeleteButtons.tsx';
import { CouponForm } from './CouponForm.tsx';
import {
  STATUS_COLOR,
  STATUS_LABEL,
  activeText,
  couponCode,
  discountText,
  usageText,
} from './store-settings-labels.ts';
import { useDeleteDiscountRule, useDiscountRules, useSetDiscountRuleActive } from './store-settings-data.ts';

// Black text on the light badge colours: the coloured text of `light` badges is under 4.5:1.
const LABEL_STYLES = { label: { color: 'var(--mantine-color-black)' } };

/** A rule's card, or its form while it is being edited. */
function RuleItem({ rule, currency }: { rule: DiscountRule; currency: string }) {
  const [editing, setEditing] = useState(false);
  if (editing) return <CouponForm currency={currency} rule={rule} onDone={() => setEditing(false)} />;
  return <RuleCard rule={rule} currency={currency} onEdit={() => setEditing(true)} />;
}

function RuleCard({ rule, currency, onEdit }: { rule: DiscountRule; currency: string; onEdit: () => void }) {
  const toggle = useSetDiscountRuleActive();
  const remove = useDeleteDiscountRule();
  const { ask, dialog } = useConfirmation();
  const code = couponCode(rule);
  const title = code ?? rule.name;
  const failure = toggle.error ?? remove.error;
  return (
    <Paper withBorder p="md" component="article" aria-label={`Coupon ${title}`}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs">
            <Title order={3} size="h5" ff={code ? 'monospace' : undefined}>
              {title}
            </Title>
            <Badge color={STATUS_COLOR[rule.status]} variant="light" styles={LABEL_STYLES}>
              {STATUS_LABEL[rule.status]}
            </Badge>
            {!rule.active && (
              <Badge color="gray" variant="outline" styles={LABEL_STYLES}>
                Paused
              </Badge>
            )}
          </Group>
          <Group gap="xs">
            <Switch
              label="On"
              checked={rule.active}
              disabled={toggle.isPending}
              aria-label={`${title} on`}
              onChange={(e) => {
                const active = e.currentTarget.checked;
                toggle.mutate(
                  { id: rule.id, active },
                  { onSuccess: () => notifyDone(active ? `${title} is on.` : `${title} is paused.`) },
                );
              }}
            />
            <EditDeleteButtons
              subject={title}
              onEdit={onEdit}
              deleting={remove.isPending}
              onDelete={() =>
                ask({
                  title: `Delete ${title}?`,
                  message: 'Buyers can no longer use it. Orders already placed keep their discount.',
                  confirmLabel: 'Delete coupon',
                  danger: true,
                  onConfirm: () =>
                    remove.mutate(rule.id, { onSuccess: () => notifyDone(`${title} deleted.`) }),
                })
              }
            />
          </Group>
        </Group>
        {code && rule.name !== code && <Text size="sm">{rule.name}</Text>}
        <Text size="sm">{discountText(rule, currency)}</Text>
        <Text size="sm" c="dimmed">
          {activeText(rule)} · {usageText(rule)}
        </Text>
        {failure && (
          <Text size="sm" c="red" role="alert">
            {errorMessage(failure)}
          </Text>
        )}
      </Stack>
      {dialog}
    </Paper>
  );
}

/** Coupons and automatic discounts, with their status from their dates. */
export function CouponsSection({ currency }: { currency: string }) {
  const rules = useDiscountRules();
  const [adding, setAdding] = useState(false);
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} size="h3">
          Coupons
        </Title>
        {!adding && <Button onClick={() => setAdding(true)}>New coupon</Button>}
      </Group>
      {adding && <CouponForm currency={currency} onDone={() => setAdding(false)} />}
      {rules.error && <LoadFailure what="Coupons" error={rules.error} onRetry={() => void rules.refetch()} />}
      {rules.isPending && <Skeleton height={100} aria-busy="true" aria-label="Loading coupons" />}
      {rules.data?.length === 0 && <Text c="dimmed">No coupons or discounts yet.</Text>}
      {rules.data?.map((rule) => (
        <RuleItem key={rule.id} rule={rule} currency={currency} />
      ))}
    </Stack>
  );
}
