import type { Money } from '../money/index.ts';

/**
 * What ticket checkout and store checkout ask of a payment provider. Every call carries an
 * idempotency key that the payments service derives from its own rows (`pay:<payment id>`,
 * `op:<operation id>`): a provider that sees a key again answers as the first time and moves no
 * money twice, so the service can simply call again after a timeout or a crash.
 */
export interface PaymentProvider {
  /** Stored with each payment: the provider that holds it. */
  readonly id: string;
  authorize(request: AuthorizeRequest): Promise<AuthorizationOutcome>;
  capture(request: ProviderCall & { providerReference: string; amount: Money }): Promise<OperationOutcome>;
  void(request: ProviderCall & { providerReference: string }): Promise<OperationOutcome>;
  refund(request: ProviderCall & { providerReference: string; amount: Money }): Promise<OperationOutcome>;
  /** Where an authorization stands now (a PENDING one may have completed since). */
  status(request: { siteId: string; providerReference: string }): Promise<AuthorizationOutcome>;
  /**
   * Checks a webhook's signature over the raw body and reads it; throws
   * `WebhookVerificationError` for anything not signed by the provider.
   */
  parseWebhook(request: {
    headers: Readonly<Record<string, string | string[] | undefined>>;
    rawBody: string;
  }): WebhookNotice;
}

export interface ProviderCall {
  siteId: string;
  idempotencyKey: string;
}

export interface AuthorizeRequest extends ProviderCall {
  amount: Money;
  /** The payment method: a token the provider issued (the test gateway's tokens are in the README). */
  source: string;
  /** Capture at once when the provider allows it (else the payment stays AUTHORIZED). */
  capture: boolean;
}

export type AuthorizationOutcome =
  | { status: 'AUTHORIZED' | 'CAPTURED'; providerReference: string }
  /** The provider decides later: ask `status` again or wait for its webhook. */
  | { status: 'PENDING'; providerReference: string }
  | { status: 'DECLINED'; providerReference: string | null; reason: string };

export type OperationOutcome =
  { status: 'SUCCEEDED'; providerReference: string } | { status: 'FAILED'; reason: string };

/** A verified webhook: an authorization whose state the provider changed. */
export interface WebhookNotice {
  siteId: string;
  providerReference: string;
  outcome: AuthorizationOutcome;
}

/**
 * The provider could not be reached or answered "try later" (spec §8 PROVIDER_IS_DOWN). Nothing
 * is known to have happened: the payment stays as it was and the same call may be repeated.
 */
export class ProviderUnavailableError extends Error {
  readonly code = 'PROVIDER_IS_DOWN';
  readonly retryable = true;
}

export class WebhookVerificationError extends Error {}
