import { Group, Text } from '@mantine/core';
import type { AbandonedCheckout } from '@tessera/sdk/abandoned-checkouts-admin';
import { formatMoment } from '../../../shared/dates.ts';
import { RowCard } from '../RowCard.tsx';
import { ListTableRow } from '../store-catalog/ListTableRow.tsx';
import { StoreBadge } from '../store-orders/StoreBadge.tsx';
import { STATUS_COLOR, STATUS_LABEL, buyerName, priceOf } from './abandoned-labels.ts';
import { ABANDONED_ACTION_LABELS, useAbandonedRow } from './useAbandonedRow.tsx';

export const ABANDONED_COLUMNS = ['Buyer', 'Total', 'Status', 'Left'];

const status = (checkout: AbandonedCheckout) => checkout.status ?? 'ABANDONED';

function Status({ checkout }: { checkout: AbandonedCheckout }) {
  return (
    <StoreBadge color={STATUS_COLOR[status(checkout)]} variant="light">
      {STATUS_LABEL[status(checkout)]}
    </StoreBadge>
  );
}

function Buyer({ checkout }: { checkout: AbandonedCheckout }) {
  const name = buyerName(checkout);
  const email = checkout.buyerInfo?.email;
  return (
    <>
      <Text fw={500} size="sm" style={{ overflowWrap: 'break-word' }}>
        {name}
      </Text>
      {email && email !== name && (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'break-word' }}>
          {email}
        </Text>
      )}
    </>
  );
}

export function AbandonedCheckoutRow({ checkout }: { checkout: AbandonedCheckout }) {
  const row = useAbandonedRow(checkout);
  return (
    <ListTableRow
      row={row}
      subject={buyerName(checkout)}
      labels={ABANDONED_ACTION_LABELS}
      cells={[
        <Buyer key="buyer" checkout={checkout} />,
        priceOf(checkout),
        <Status key="status" checkout={checkout} />,
        formatMoment(checkout.createdDate),
      ]}
    />
  );
}

export function AbandonedCheckoutCard({ checkout }: { checkout: AbandonedCheckout }) {
  const row = useAbandonedRow(checkout);
  return (
    <RowCard row={row} subject={buyerName(checkout)} labels={ABANDONED_ACTION_LABELS}>
      <Buyer checkout={checkout} />
      <Group gap="sm" wrap="wrap">
        <Text size="sm" fw={600}>
          {priceOf(checkout)}
        </Text>
        <Status checkout={checkout} />
        <Text size="sm" c="dimmed">
          Left {formatMoment(checkout.createdDate)}
        </Text>
      </Group>
    </RowCard>
  );
}
