import { Paper, Stack, Table } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A dashboard list (events, members): on a phone a list of cards, elsewhere a table with the given
 * column headers and a last, unnamed-on-screen "Actions" column. Both carry `caption` for screen readers.
 */
export function ResponsiveList<T>({
  caption,
  phone,
  columns,
  items,
  card,
  row,
}: {
  caption: string;
  phone: boolean;
  columns: string[];
  items: T[];
  card: (item: T) => ReactNode;
  row: (item: T) => ReactNode;
}) {
  if (phone) {
    return (
      <Stack component="ul" gap="sm" m={0} p={0} aria-label={caption} style={{ listStyle: 'none' }}>
        {items.map(card)}
      </Stack>
    );
  }
  return (
    <Paper withBorder>
      <Table verticalSpacing="sm" horizontalSpacing="md">
        <caption className="visually-hidden">{caption}</caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column} scope="col">
                {column}
              </Table.Th>
            ))}
            <Table.Th scope="col">
              <span className="visually-hidden">Actions</span>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{items.map(row)}</Table.Tbody>
      </Table>
    </Paper>
  );
}
