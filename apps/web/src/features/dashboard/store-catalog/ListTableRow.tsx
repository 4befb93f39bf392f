import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import type { CardRow } from '../RowCard.tsx';
import { RowActionButtons } from '../RowActionButtons.tsx';
import { RowError } from '../RowError.tsx';

/**
 * One row of a store list's desktop table: its cells, the last action's error under the first
 * cell, and the actions in the last column (the phone's RowCard shows the same `row`).
 */
export function ListTableRow<A extends string>({
  row,
  subject,
  labels,
  cells,
}: {
  row: CardRow<A>;
  subject: string;
  labels: Record<A, string>;
  cells: ReactNode[];
}) {
  const [first, ...rest] = cells;
  return (
    <Table.Tr aria-busy={row.pending}>
      <Table.Td>
        {first}
        <RowError error={row.error} />
        {row.dialog}
      </Table.Td>
      {rest.map((cell, index) => (
        <Table.Td key={index}>{cell}</Table.Td>
      ))}
      <Table.Td>
        <RowActionButtons
          subject={subject}
          actions={row.actions}
          labels={labels}
          pending={row.pending}
          onAction={row.run}
        />
      </Table.Td>
    </Table.Tr>
  );
}
