import { Divider, Group, Stack, Text } from '@mantine/core';

/** A priced line of a summary: name, optional details, amount. */
export interface SummaryLine {
  id: string;
  name: string;
  details?: string;
  quantity: number;
  amount?: string;
}

type Amount = { formattedAmount?: string; amount?: string } | undefined;
const shown = (price: Amount) => price?.formattedAmount ?? price?.amount;
const isZero = (price: Amount) => !price?.amount || Number(price.amount) === 0;

/** An additional fee by its name (the tip is the fee "Tip"). */
export interface SummaryFee {
  name: string;
  price?: Amount;
}

/**
 * Lines and the price summary (subtotal, discount, shipping, tax, fees, total) as the server priced
 * them; the fees one row each when they are given, else their sum.
 */
export function Summary({
  lines,
  summary,
  fees,
  title = 'Order summary',
}: {
  lines: SummaryLine[];
  fees?: SummaryFee[];
  summary:
    | {
        subtotal?: Amount;
        discount?: Amount;
        shipping?: Amount;
        tax?: Amount;
        additionalFees?: Amount;
        totalAdditionalFees?: Amount;
        total?: Amount;
      }
    | undefined;
  title?: string;
}) {
  const feesTotal = summary?.additionalFees ?? summary?.totalAdditionalFees;
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Text fw={600} component="h2" size="lg">
        {title}
      </Text>
      {lines.map((line) => (
        <Group key={line.id} justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Text size="sm">
              {line.name} × {line.quantity}
            </Text>
            {line.details && (
              <Text size="xs" c="dimmed">
                {line.details}
              </Text>
            )}
          </div>
          <Text size="sm">{line.amount}</Text>
        </Group>
      ))}
      <Divider />
      <Row label="Subtotal" value={shown(summary?.subtotal)} />
      {!isZero(summary?.discount) && <Row label="Discount" value={`−${shown(summary?.discount)}`} />}
      {summary?.shipping !== undefined && <Row label="Shipping" value={shown(summary.shipping)} />}
      {summary?.tax !== undefined && <Row label="Tax" value={shown(summary.tax)} />}
      {fees
        ? fees
            .filter((fee) => !isZero(fee.price))
            .map((fee) => <Row key={fee.name} label={fee.name} value={shown(fee.price)} />)
        : !isZero(feesTotal) && <Row label="Tip and fees" value={shown(feesTotal)} />}
      <Divider />
      <Row label="Total" value={shown(summary?.total)} strong />
    </Stack>
  );
}

function Row({ label, value, strong }: { label: string; value?: string; strong?: boolean }) {
  return (
    <Group justify="space-between">
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : undefined}>
        {value ?? '—'}
      </Text>
    </Group>
  );
}

/** "Size: M, Color: Red" from a line's description lines. */
export function detailsOf(
  descriptionLines:
    | {
        name?: { original?: string };
        plainText?: { original?: string };
        colorInfo?: { original?: string };
      }[]
    | undefined,
): string | undefined {
  const parts = (descriptionLines ?? [])
    .map((d) => {
      const value = d.plainText?.original ?? d.colorInfo?.original;
      return d.name?.original && value ? `${d.name.original}: ${value}` : value;
    })
    .filter(Boolean);
  return parts.length ? parts.join(', ') : undefined;
}
