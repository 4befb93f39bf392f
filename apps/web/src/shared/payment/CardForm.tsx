// The test gateway's card form, shared by the ticket and store checkouts.
import { List, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { TEST_CARDS, type CardDetails } from './test-cards.ts';

/** The card fields (the test gateway's stand-in for a provider's hosted fields) and the test cards. */
export function CardForm({
  card,
  errors,
  onChange,
}: {
  card: CardDetails;
  errors: Partial<Record<keyof CardDetails, string>>;
  onChange: (card: CardDetails) => void;
}) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="payment-heading">
      <Title order={2} size="h4" id="payment-heading">
        Payment
      </Title>
      <TextInput
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="4242 4242 4242 4242"
        value={card.number}
        error={errors.number}
        onChange={(e) => onChange({ ...card, number: e.currentTarget.value })}
      />
      <SimpleGrid cols={2}>
        <TextInput
          label="Expiry (MM/YY)"
          autoComplete="cc-exp"
          placeholder="12/30"
          value={card.expiry}
          error={errors.expiry}
          onChange={(e) => onChange({ ...card, expiry: e.currentTarget.value })}
        />
        <TextInput
          label="Security code"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          value={card.cvc}
          error={errors.cvc}
          onChange={(e) => onChange({ ...card, cvc: e.currentTarget.value })}
        />
      </SimpleGrid>
      <div>
        <Text size="sm" c="dimmed">
          Test payments: no money moves. Use any future expiry date, any security code, and one of these
          numbers:
        </Text>
        <List size="sm" c="dimmed" spacing={2} mt={4}>
          {TEST_CARDS.map((test) => (
            <List.Item key={test.token}>
              <Text span size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                {test.number}
              </Text>{' '}
              — {test.outcome}
            </List.Item>
          ))}
        </List>
      </div>
    </Stack>
  );
}
