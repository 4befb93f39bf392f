import { Radio, Stack, Text, Title } from '@mantine/core';
import type { Checkout, SelectedShippingOption } from '@tessera/sdk/checkouts';

/**
 * The delivery section: the shipping options the checkout's totals offer for its address, one
 * radio each with its price and delivery time; choosing one sends it (the checkout is priced again).
 */
export function ShippingOptions({
  checkout,
  disabled,
  onSelect,
}: {
  checkout: Checkout;
  disabled: boolean;
  onSelect: (option: SelectedShippingOption) => void;
}) {
  const options = (checkout.shippingInfo.carrierServiceOptions ?? []).flatMap((carrier) =>
    carrier.shippingOptions.map((option) => ({ carrierId: carrier.carrierId, ...option })),
  );
  const selected = checkout.shippingInfo.selectedCarrierServiceOption;
  return (
    <Stack gap="sm" component="section" aria-labelledby="delivery-heading">
      <Title order={2} size="h4" id="delivery-heading">
        Delivery
      </Title>
      {options.length === 0 ? (
        <Text c="dimmed">
          {checkout.calculationErrors?.generalShippingCalculationError
            ? 'This store does not ship to this address.'
            : 'No delivery is needed for this order.'}
        </Text>
      ) : (
        <Radio.Group
          label="Shipping option"
          value={selected?.code ?? ''}
          onChange={(code) => {
            const option = options.find((o) => o.code === code);
            if (option) onSelect({ code: option.code, carrierId: option.carrierId });
          }}
        >
          <Stack gap="xs" mt="xs">
            {options.map((option) => (
              <Radio
                key={`${option.carrierId}-${option.code}`}
                value={option.code}
                disabled={disabled}
                label={`${option.title} — ${option.cost?.price?.formattedAmount ?? 'free'}`}
                description={option.logistics?.deliveryTime ?? undefined}
              />
            ))}
          </Stack>
        </Radio.Group>
      )}
    </Stack>
  );
}
