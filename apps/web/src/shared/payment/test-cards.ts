// The card form pays through the server's test gateway, which takes card tokens, not numbers
// (README "Test payments"). Until a real provider's card fields replace this form, the numbers
// below — the familiar test numbers of card processors — stand for the gateway's tokens.

export interface TestCard {
  number: string;
  token: string;
  /** What the card does, for the hint under the form. */
  outcome: string;
}

export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242 4242 4242 4242', token: 'tok_approve', outcome: 'approved' },
  { number: '4000 0000 0000 0002', token: 'tok_decline', outcome: 'declined' },
  { number: '4000 0000 0000 3220', token: 'tok_authorize_only', outcome: 'authorized only' },
  { number: '4000 0000 0000 0119', token: 'tok_provider_down', outcome: 'payment service unreachable' },
  { number: '4000 0000 0000 0259', token: 'tok_slow', outcome: 'approved after a few seconds' },
];

const digitsOf = (number: string) => number.replace(/[\s-]/g, '');

/** Luhn's check digit holds (every real card number passes it). */
export function luhnValid(number: string): boolean {
  const digits = digitsOf(number);
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The gateway token a card number stands for; undefined for a number that is not a test card. */
export function tokenForCard(number: string): string | undefined {
  const digits = digitsOf(number);
  return TEST_CARDS.find((card) => digitsOf(card.number) === digits)?.token;
}

export interface CardDetails {
  number: string;
  expiry: string;
  cvc: string;
}

/** Problems of the card form by field, checked before anything is sent. */
export function cardProblems(card: CardDetails, now: Date): Partial<Record<keyof CardDetails, string>> {
  const problems: Partial<Record<keyof CardDetails, string>> = {};
  if (!luhnValid(card.number)) problems.number = 'Enter a valid card number.';
  else if (!tokenForCard(card.number))
    problems.number = 'This is a test site: use one of the test cards listed below.';
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(card.expiry.trim());
  const month = Number(expiry?.[1]);
  if (!expiry || month < 1 || month > 12) problems.expiry = 'Enter the expiry date as MM/YY.';
  else {
    const year = 2000 + Number(expiry[2]);
    if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)) {
      problems.expiry = 'This card has expired.';
    }
  }
  if (!/^\d{3,4}$/.test(card.cvc.trim())) problems.cvc = 'Enter the 3 or 4 digits on the back of the card.';
  return problems;
}
