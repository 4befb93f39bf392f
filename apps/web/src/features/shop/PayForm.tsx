import { useState, type FormEvent } from 'react';
import { Alert, Button, Stack } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { confirmedCallback } from '../../app/redirect-session.ts';
import { CardForm } from '../../shared/payment/CardForm.tsx';
import { cardProblems, tokenForCard, type CardDetails } from '../../shared/payment/test-cards.ts';
import { afterCheckout } from '../../shared/post-flow.ts';
import { writeCartCount } from './cart-count.ts';
import type { usePlaceAndPay } from './checkout-calls.ts';
import { orderPath } from './paths.ts';
import { shopErrorMessage } from './shop-errors.ts';

/**
 * The test gateway's card form and "Pay {total}": places the order and charges it. A declined card
 * leaves the same order for the next try; once paid the browser goes where the checkout's flow says
 * (a redirect session's thank-you page, else the order's confirmation).
 */
export function PayForm({
  pay,
  total,
  disabled,
}: {
  /** The page's place-and-pay call (the page reads its state too: a placed order completes the checkout). */
  pay: ReturnType<typeof usePlaceAndPay>;
  total: string;
  disabled: boolean;
}) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const [card, setCard] = useState<CardDetails>({ number: '', expiry: '', cvc: '' });
  const [cardErrors, setCardErrors] = useState<Partial<Record<keyof CardDetails, string>>>({});
  const [declined, setDeclined] = useState(false);

  const onPay = (event: FormEvent) => {
    event.preventDefault();
    const problems = cardProblems(card, new Date());
    setCardErrors(problems);
    if (Object.keys(problems).length) return;
    setDeclined(false);
    pay.mutate(tokenForCard(card.number)!, {
      onSuccess: ({ orderId, paymentStatus }) => {
        if (paymentStatus === 'DECLINED') {
          setDeclined(true);
          return;
        }
        writeCartCount(0);
        const { pathname } = window.location;
        const confirmed =
          confirmedCallback('thankYouPageUrl', pathname) ?? confirmedCallback('postFlowUrl', pathname);
        const next = afterCheckout(search, window.location.origin, confirmed);
        if (next.kind === 'here' || next.kind === 'away') {
          window.location.assign(next.kind === 'here' ? next.path : next.url);
          return;
        }
        const to = orderPath(orderId);
        navigate(next.continueUrl ? `${to}?continue=${encodeURIComponent(next.continueUrl)}` : to);
      },
    });
  };

  return (
    <form onSubmit={onPay} noValidate>
      <Stack gap="md">
        <CardForm card={card} errors={cardErrors} onChange={setCard} />
        {declined && (
          <Alert color="red" role="alert">
            Your card was declined. Check the card details or use another card, then try again.
          </Alert>
        )}
        {pay.error && (
          <Alert color="red" role="alert">
            {shopErrorMessage(pay.error)}
          </Alert>
        )}
        <Button type="submit" size="md" loading={pay.isPending} disabled={disabled}>
          Pay {total}
        </Button>
      </Stack>
    </form>
  );
}
