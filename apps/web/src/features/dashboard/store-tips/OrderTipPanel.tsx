import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, Group, Paper, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { formatMoney } from '@tessera/contracts/money';
import { useChangeOrderTip, useOrderTip, type OrderTipChange } from '@tessera/react';
import type { Tip } from '@tessera/sdk/tips-admin';
import { useConfirmation } from '../ConfirmDialog.tsx';
import { LoadFailure } from '../LoadFailure.tsx';
import { errorMessage } from '../error-message.ts';
import { notifyDone } from '../feedback.ts';
import { StaffPicker } from './StaffPicker.tsx';

/** A one-line form: its fields and button side by side, wrapping on a phone. */
function InlineForm({
  label,
  onSubmit,
  children,
}: {
  label: string;
  onSubmit: (e: FormEvent) => void;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={onSubmit} aria-label={label}>
      <Group gap="xs" align="flex-start" wrap="wrap">
        {children}
      </Group>
    </form>
  );
}

const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;
const SOURCES: Record<string, string> = { WEB: 'Checkout', DASHBOARD: 'Dashboard', POS: 'Point of sale' };

function Distributions({ tip, currency }: { tip: Tip; currency: string }) {
  if (tip.distributions.length === 0) return <Text c="dimmed">Nothing given to staff yet.</Text>;
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table aria-label="Given to staff">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Staff</Table.Th>
            <Table.Th>Amount</Table.Th>
            <Table.Th>Added in</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tip.distributions.map((d) => (
            <Table.Tr key={d.id}>
              <Table.Td>{d.staff?.name ?? d.staff?.staffMemberId ?? 'Staff'}</Table.Td>
              <Table.Td>{formatMoney(d.amount, currency)}</Table.Td>
              <Table.Td>{SOURCES[d.source] ?? d.source}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** One order's tip: set it, give parts of it to staff (a share of what is left when no amount), remove it. */
function OrderTip({ orderId, currency }: { orderId: string; currency: string }) {
  const tip = useOrderTip(orderId);
  const change = useChangeOrderTip();
  const { ask, dialog } = useConfirmation();
  const [amount, setAmount] = useState('');
  const [staff, setStaff] = useState<{ id: string; name: string } | null>(null);
  const [share, setShare] = useState('');
  const [checked, setChecked] = useState<'set' | 'give' | null>(null);
  const amountProblem = AMOUNT.test(amount.trim()) ? undefined : 'Enter an amount such as 5 or 2.50.';
  const staffProblem = staff ? undefined : 'Pick who gets it.';
  const shareProblem =
    share.trim() === '' || AMOUNT.test(share.trim()) ? undefined : 'Enter an amount, or leave it empty.';

  const run = (next: OrderTipChange, done: string, reset: () => void) =>
    change.mutate(next, {
      onSuccess: () => {
        notifyDone(done);
        setChecked(null);
        reset();
      },
    });
  const setTip = (event: FormEvent) => {
    event.preventDefault();
    setChecked('set');
    if (amountProblem) return;
    run({ orderId, kind: 'set', amount: amount.trim() }, 'Tip set.', () => setAmount(''));
  };
  const give = (event: FormEvent) => {
    event.preventDefault();
    setChecked('give');
    if (!staff || shareProblem) return;
    const part = share.trim();
    run(
      {
        orderId,
        kind: 'distribute',
        distributions: [
          { staff: { staffMemberId: staff.id, name: staff.name }, ...(part ? { amount: part } : {}) },
        ],
      },
      `Part of the tip given to ${staff.name}.`,
      () => {
        setStaff(null);
        setShare('');
      },
    );
  };

  if (tip.error)
    return <LoadFailure what="The order's tip" error={tip.error} onRetry={() => void tip.refetch()} />;
  if (!tip.data) return <Skeleton height={120} aria-busy="true" aria-label="Loading the order's tip" />;
  const t = tip.data;
  return (
    <Stack gap="sm" aria-live="polite">
      <Text>
        Tip <strong>{formatMoney(t.amount, currency)}</strong> on items of{' '}
        {formatMoney(t.lineItemSubtotal, currency)}
        {t.undistributedAmount
          ? ` · ${formatMoney(t.undistributedAmount, currency)} not yet given to staff`
          : ''}
      </Text>
      {change.error && (
        <Alert color="red" variant="light" title="The tip was not changed">
          {errorMessage(change.error)}
        </Alert>
      )}
      <Distributions tip={t} currency={currency} />
      <Group gap="md" align="flex-start" wrap="wrap">
        <InlineForm onSubmit={setTip} label="Set the tip">
          <TextInput
            label="New tip amount"
            w={140}
            inputMode="decimal"
            value={amount}
            error={checked === 'set' && amountProblem}
            onChange={(e) => setAmount(e.currentTarget.value)}
          />
          <Button type="submit" mt={25} loading={change.isPending && change.variables?.kind === 'set'}>
            Set tip
          </Button>
        </InlineForm>
        <InlineForm onSubmit={give} label="Give to staff">
          <StaffPicker
            value={staff?.id ?? null}
            onChange={setStaff}
            error={checked === 'give' && staffProblem}
          />
          <TextInput
            label="Amount (empty: their share)"
            w={190}
            inputMode="decimal"
            value={share}
            error={checked === 'give' && shareProblem}
            onChange={(e) => setShare(e.currentTarget.value)}
          />
          <Button type="submit" mt={25} loading={change.isPending && change.variables?.kind === 'distribute'}>
            Give
          </Button>
        </InlineForm>
      </Group>
      {t.amount !== '0.00' && (
        <Group>
          <Button
            variant="subtle"
            color="red"
            onClick={() =>
              ask({
                title: 'Remove the tip of this order?',
                message: 'The tip becomes 0 and what was given to staff is taken back.',
                confirmLabel: 'Remove tip',
                danger: true,
                onConfirm: () => run({ orderId, kind: 'remove' }, 'Tip removed.', () => undefined),
              })
            }
          >
            Remove tip
          </Button>
        </Group>
      )}
      {dialog}
    </Stack>
  );
}

/** Find an order by its id, then its tip. */
export function OrderTipPanel({ currency }: { currency: string }) {
  const [typed, setTyped] = useState('');
  const [orderId, setOrderId] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);
  const problem = typed.trim() ? undefined : 'Paste the order ID from Store orders.';
  const show = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!problem) setOrderId(typed.trim());
  };
  return (
    <Paper withBorder p="md">
      <Stack gap="md">
        <Title order={2} size="h3">
          An order&apos;s tip
        </Title>
        <InlineForm onSubmit={show} label="Find an order">
          <TextInput
            label="Order ID"
            w={320}
            maw="100%"
            maxLength={64}
            value={typed}
            error={checked && problem}
            onChange={(e) => setTyped(e.currentTarget.value)}
          />
          <Button type="submit" mt={25}>
            Show tip
          </Button>
        </InlineForm>
        {orderId && <OrderTip key={orderId} orderId={orderId} currency={currency} />}
      </Stack>
    </Paper>
  );
}
