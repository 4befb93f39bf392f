import type { FastifyInstance } from 'fastify';
import type { PaymentsService } from '../../platform/payments/payments.service.ts';

export const PAYMENT_WEBHOOK_PATH = '/_api/tessera/v1/payments/webhooks/:providerId';
/** A provider's notice is small; anything larger is not one. */
const MAX_WEBHOOK_BYTES = 64 * 1024;

/**
 * `POST /_api/tessera/v1/payments/webhooks/{providerId}`: a provider tells that a payment
 * changed (a slow authorization completed, say). It carries no site credentials — the provider's
 * signature over the raw body is the credential — so it is not a route of the site table: the
 * body is kept as the exact text received (any content type), the provider checks its signature
 * and names the site, and the payment is settled like a `refresh`. A bad signature is a 400
 * (INVALID_WEBHOOK_SIGNATURE), an unknown provider a 404, a payment nobody made is acknowledged
 * and ignored (the provider would otherwise retry it forever).
 */
export async function registerPaymentWebhookRoute(
  server: FastifyInstance,
  payments: PaymentsService,
): Promise<void> {
  await server.register(async (scope) => {
    // Inside this plugin only: every content type is read as the raw text the signature covers.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'string', bodyLimit: MAX_WEBHOOK_BYTES },
      (_request, body, done) => done(null, body),
    );
    scope.post<{ Params: { providerId: string } }>(PAYMENT_WEBHOOK_PATH, async (request) => {
      const rawBody = typeof request.body === 'string' ? request.body : '';
      const payment = await payments.handleWebhook(request.params.providerId, {
        headers: request.headers,
        rawBody,
      });
      return { received: true, applied: payment !== undefined };
    });
  });
}
