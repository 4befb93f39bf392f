import { Group, Text } from '@mantine/core';
import type { BackInStockRequest } from '@tessera/sdk/back-in-stock-admin';
import { formatMoment } from '../../../shared/dates.ts';
import { RowCard } from '../RowCard.tsx';
import { ListTableRow } from '../store-catalog/ListTableRow.tsx';
import { StoreBadge } from '../store-orders/StoreBadge.tsx';
import { STATUS_COLOR, STATUS_LABEL } from './back-in-stock-labels.ts';
import { REQUEST_ACTION_LABELS, useRequestRow } from './useRequestRow.ts';

export const REQUEST_COLUMNS = ['Email', 'Item', 'Status', 'Asked'];

interface RequestRowProps {
  request: BackInStockRequest;
  /** The product and variant in words. */
  item: string;
}

function Status({ request }: { request: BackInStockRequest }) {
  return (
    <StoreBadge color={STATUS_COLOR[request.status]} variant="light">
      {STATUS_LABEL[request.status]}
    </StoreBadge>
  );
}

const Email = ({ request }: { request: BackInStockRequest }) => (
  <Text fw={500} size="sm" style={{ overflowWrap: 'break-word' }}>
    {request.email}
  </Text>
);

export function RequestRow({ request, item }: RequestRowProps) {
  const row = useRequestRow(request, item);
  return (
    <ListTableRow
      row={row}
      subject={request.email}
      labels={REQUEST_ACTION_LABELS}
      cells={[
        <Email key="email" request={request} />,
        item,
        <Status key="status" request={request} />,
        formatMoment(request.createdDate),
      ]}
    />
  );
}

export function RequestCard({ request, item }: RequestRowProps) {
  const row = useRequestRow(request, item);
  return (
    <RowCard row={row} subject={request.email} labels={REQUEST_ACTION_LABELS}>
      <Email request={request} />
      <Text size="sm">{item}</Text>
      <Group gap="sm" wrap="wrap">
        <Status request={request} />
        <Text size="sm" c="dimmed">
          Asked {formatMoment(request.createdDate)}
        </Text>
      </Group>
    </RowCard>
  );
}
