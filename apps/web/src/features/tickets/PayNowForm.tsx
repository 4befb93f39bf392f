import { useState } from 'react';
import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { usePayOrder } from '@tessera/react';
import { CardForm } from '../../shared/payment/CardForm.tsx';
import { purchaseErrorMessage } from './purchase-errors.ts';
import { cardProblems, tokenForCard, type CardDetails } from '../../shared/payment/test-cards.ts';

/**
 * "Pay now" for an order placed without payment (PENDING, awaiting payment): the checkout's card
 * form, paid through UpdateCheckout. The order is read again after every answer, so a payment, a
 * decline or a lapsed hold shows as the order's new status; the failure is said in a sentence.
 */
export function PayNowForm({ eventId, orderNumber }: { eventId: string; orderNumber: string }) {
  const pay = usePayOrder();
  const [card, setCard] = useState<CardDetails>({ number: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof CardDetails, string>>>({});

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const problems = cardProblems(card, new Date());
    setErrors(problems);
    if (Object.keys(problems).length) return;
    pay.mutate({ eventId, orderNumber, token: tokenForCard(card.number)! });
  };

  return (
    <Paper withBorder p="lg" component="form" onSubmit={submit} noValidate aria-labelledby="pay-now-heading">
      <Stack gap="md">
        <Title order={2} size="h3" id="pay-now-heading">
          Pay now
        </Title>
        <Text size="sm">
          Your tickets are held for you until the reservation runs out. Pay to confirm them.
        </Text>
        <CardForm card={card} errors={errors} onChange={setCard} />
        {pay.error && (
          <Alert color="red" variant="light" role="alert">
            {purchaseErrorMessage(pay.error)}
          </Alert>
        )}
        <Button type="submit" loading={pay.isPending}>
          Pay now
        </Button>
      </Stack>
    </Paper>
  );
}
