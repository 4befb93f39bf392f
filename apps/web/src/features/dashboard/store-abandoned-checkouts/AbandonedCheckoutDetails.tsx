import type { ReactNode } from 'react';
import { Modal, Stack, Table, Text, Title } from '@mantine/core';
import type { AbandonedCheckout } from '@tessera/sdk/abandoned-checkouts-admin';
import { formatMoment } from '../../../shared/dates.ts';
import { ACTIVITY_LABEL, STATUS_LABEL, buyerName, priceOf } from './abandoned-labels.ts';

/** A part of the details, named by its heading. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </section>
  );
}

/** One abandoned checkout in full: the buyer, what was left in it, what happened since. */
export function AbandonedCheckoutDetails({
  checkout,
  onClose,
}: {
  checkout: AbandonedCheckout | null;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={checkout !== null}
      onClose={onClose}
      title={checkout ? `Checkout left by ${buyerName(checkout)}` : ''}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {checkout && (
        <Stack gap="md">
          <Section title="Buyer">
            <Text size="sm">{checkout.buyerInfo?.email ?? 'No email'}</Text>
            {checkout.contactDetails?.phone && <Text size="sm">{checkout.contactDetails.phone}</Text>}
            <Text size="sm" c="dimmed">
              {STATUS_LABEL[checkout.status ?? 'ABANDONED']}
              {checkout.checkoutRecoveredDate && ` ${formatMoment(checkout.checkoutRecoveredDate)}`}
            </Text>
          </Section>
          <Section title="Items">
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Item</Table.Th>
                  <Table.Th scope="col">Quantity</Table.Th>
                  <Table.Th scope="col">Price</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(checkout.lineItems ?? []).map((line, index) => (
                  <Table.Tr key={line.id ?? index}>
                    <Table.Td>{line.productName?.original ?? 'Item'}</Table.Td>
                    <Table.Td>{line.quantity ?? 1}</Table.Td>
                    <Table.Td>{priceOf(checkout, line.price?.amount)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Text size="sm" fw={600} mt="xs">
              Total {priceOf(checkout)}
            </Text>
          </Section>
          <Section title="Activity">
            <Text size="sm">Left {formatMoment(checkout.createdDate)}</Text>
            {(checkout.activities ?? []).map((activity, index) => (
              <Text size="sm" key={index}>
                {ACTIVITY_LABEL[activity.type ?? ''] ?? activity.type} {formatMoment(activity.createdDate)}
              </Text>
            ))}
          </Section>
        </Stack>
      )}
    </Modal>
  );
}
