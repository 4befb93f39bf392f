import { Divider, Group, Stack, Text, Title } from '@mantine/core';
import type { Invoice } from '@tessera/sdk/event-checkout';
import { formatMoneyOf, formatPrice, fromMinor, moneyOf, toMinor } from './money.ts';

const FEE_LABEL = 'Service fee';

/**
 * The invoice as the server priced it: each line, subtotal, discount, fees and taxes (added ones
 * raise the total; included ones are named), and what the buyer pays.
 */
export function InvoiceSummary({ invoice }: { invoice: Invoice }) {
  const { currency } = moneyOf(invoice.grandTotal);
  const money = formatMoneyOf;
  const minor = (amount: Invoice['total']) => toMinor(moneyOf(amount).value, currency) ?? 0n;
  const discount = minor(invoice.subTotal) - minor(invoice.total);
  const addedFees = invoice.fees.filter((fee) => fee.type !== 'FEE_INCLUDED');
  const includedFees = invoice.fees.filter((fee) => fee.type === 'FEE_INCLUDED');
  return (
    <Stack gap={6} aria-labelledby="invoice-heading" component="section">
      <Title order={2} size="h4" id="invoice-heading">
        Order summary
      </Title>
      {invoice.items.map((item) => (
        <Row key={item.id} label={`${item.name} × ${item.quantity}`} value={money(item.total)} />
      ))}
      <Divider my={4} />
      <Row label="Subtotal" value={money(invoice.subTotal)} />
      {discount > 0n && (
        <Row label="Discount" value={`−${formatPrice(fromMinor(discount, currency), currency)}`} />
      )}
      {addedFees.map((fee) => (
        <Row key={fee.type} label={`${FEE_LABEL} (${fee.rate}%)`} value={money(fee.amount)} />
      ))}
      {invoice.tax && invoice.tax.type !== 'INCLUDED' && (
        <Row label={`${invoice.tax.name} (${invoice.tax.rate}%)`} value={money(invoice.tax.amount)} />
      )}
      <Divider my={4} />
      <Row label="Total" value={money(invoice.grandTotal)} strong />
      {includedFees.map((fee) => (
        <Text key={fee.type} size="sm" c="dimmed">
          Includes a {fee.rate}% service fee of {money(fee.amount)}.
        </Text>
      ))}
      {invoice.tax?.type === 'INCLUDED' && (
        <Text size="sm" c="dimmed">
          Includes {invoice.tax.name} ({invoice.tax.rate}%) of {money(invoice.tax.amount)}.
        </Text>
      )}
    </Stack>
  );
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md">
      <Text fw={strong ? 700 : undefined}>{label}</Text>
      <Text fw={strong ? 700 : undefined} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
}
