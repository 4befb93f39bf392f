import type { ReactNode } from 'react';
import { Anchor, Paper, Progress, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { EventSales } from '@tessera/react';
import type { EventOrderStatus } from '@tessera/sdk/event-orders-admin';
import { FILTER_STATUSES, ORDER_STATUS } from './order-labels.ts';
import { formatMoney } from './order-money.ts';

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : 0);

function Figure({ label, value, note }: { label: string; value: ReactNode; note?: ReactNode }) {
  return (
    <Paper withBorder px="md" py="sm">
      <Text component="dt" size="xs" tt="uppercase" fw={600} c="dimmed" lts="0.05em">
        {label}
      </Text>
      <Text component="dd" m={0} fz={26} fw={700} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
      {note && (
        <Text component="dd" m={0} size="sm" c="dimmed">
          {note}
        </Text>
      )}
    </Paper>
  );
}

/**
 * One event's figures: tickets sold against capacity, revenue per currency (exact), confirmed
 * orders, check-ins; then each ticket type's sales and the orders by status (each a link to them).
 */
export function SalesFigures({ eventId, figures }: { eventId: string; figures: EventSales }) {
  const { definitions, sales, ordersByStatus, ticketsSold, checkedIn } = figures;
  const limited = definitions.length > 0 && definitions.every((definition) => definition.capacity !== null);
  const capacity = definitions.reduce((sum, definition) => sum + (definition.capacity ?? 0), 0);
  const confirmedOrders = sales.reduce((sum, line) => sum + line.count, 0);
  const statuses = [
    ...FILTER_STATUSES,
    ...(Object.keys(ordersByStatus) as EventOrderStatus[]).filter(
      (status) => !FILTER_STATUSES.includes(status),
    ),
  ].filter((status) => (ordersByStatus[status] ?? 0) > 0);
  const ordersLink = (status?: EventOrderStatus) =>
    `/dashboard/orders?event=${encodeURIComponent(eventId)}${status ? `&status=${status}&archived=all` : ''}`;

  return (
    <Stack gap="xl">
      <section aria-labelledby="sales-summary-heading">
        <h2 id="sales-summary-heading" className="visually-hidden">
          Summary
        </h2>
        <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" m={0}>
          <Figure
            label="Tickets sold"
            value={ticketsSold}
            note={limited ? `of ${capacity} (${percent(ticketsSold, capacity)} %)` : 'no overall limit'}
          />
          <Figure
            label="Revenue"
            value={
              sales.length === 0
                ? formatMoney(undefined)
                : sales.map((line) => formatMoney(line.revenue)).join(' + ')
            }
            note={
              sales.length === 0
                ? 'no sales yet'
                : `buyers paid ${sales.map((line) => formatMoney(line.total)).join(' + ')}`
            }
          />
          <Figure
            label="Confirmed orders"
            value={confirmedOrders}
            note="paid, free, authorized or at the door"
          />
          <Figure
            label="Checked in"
            value={checkedIn}
            note={
              <>
                of {ticketsSold} tickets ({percent(checkedIn, ticketsSold)} %)
                <Progress
                  mt={6}
                  value={percent(checkedIn, ticketsSold)}
                  aria-label={`${percent(checkedIn, ticketsSold)} % checked in`}
                />
              </>
            }
          />
        </SimpleGrid>
      </section>

      <Stack gap="xs" component="section" aria-labelledby="sales-types-heading">
        <Title order={2} size="h4" id="sales-types-heading">
          Tickets by type
        </Title>
        {definitions.length === 0 ? (
          <Text c="dimmed">This event has no ticket types.</Text>
        ) : (
          <Paper withBorder>
            <Table verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Ticket type</Table.Th>
                  <Table.Th scope="col" ta="right">
                    Sold
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    Capacity
                  </Table.Th>
                  <Table.Th scope="col" w="30%">
                    Sold share
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {definitions.map((definition) => (
                  <Table.Tr key={definition.id}>
                    <Table.Th scope="row" fw={500}>
                      {definition.name}
                      {definition.soldOut && (
                        <Text size="xs" c="red.8">
                          Sold out
                        </Text>
                      )}
                      {definition.reserved > 0 && (
                        <Text size="xs" c="dimmed" fw={400}>
                          {definition.reserved} held in carts
                        </Text>
                      )}
                    </Table.Th>
                    <Table.Td ta="right">{definition.sold}</Table.Td>
                    <Table.Td ta="right">{definition.capacity ?? 'Unlimited'}</Table.Td>
                    <Table.Td>
                      {definition.capacity === null ? (
                        <Text size="sm" c="dimmed">
                          –
                        </Text>
                      ) : (
                        <Progress
                          value={percent(definition.sold, definition.capacity)}
                          aria-label={`${definition.name}: ${percent(definition.sold, definition.capacity)} % sold`}
                        />
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Paper>
        )}
      </Stack>

      <Stack gap="xs" component="section" aria-labelledby="sales-status-heading">
        <Title order={2} size="h4" id="sales-status-heading">
          Orders by status
        </Title>
        {statuses.length === 0 ? (
          <Text c="dimmed">No orders yet.</Text>
        ) : (
          <Paper withBorder maw={480}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Status</Table.Th>
                  <Table.Th scope="col" ta="right">
                    Orders
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {statuses.map((status) => (
                  <Table.Tr key={status}>
                    <Table.Th scope="row" fw={400}>
                      <Anchor component={Link} to={ordersLink(status)}>
                        {ORDER_STATUS[status]?.label ?? status}
                      </Anchor>
                    </Table.Th>
                    <Table.Td ta="right">{ordersByStatus[status]}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Paper>
        )}
      </Stack>
    </Stack>
  );
}
