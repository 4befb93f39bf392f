import { backInStockRoutes } from '@tessera/contracts/routes/back-in-stock.routes';
import type { InventoryVariantsChangedPayload } from '@tessera/contracts/inventory';
import { DevMailbox } from '../../platform/mail/dev-mailbox.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { SmtpMailer } from '../../platform/mail/smtp-mailer.ts';
import { defineModule } from '../../platform/module.ts';
import { siteCursorSecrets } from '../../platform/query/cursor-secrets.ts';
import { registerBackInStockRoutes } from './back-in-stock.routes.ts';
import { BackInStockService } from './back-in-stock.service.ts';
import * as requests from './migrations/0042_back_in_stock_requests.ts';
import { BackInStockNotifier, NOTIFY_JOB, type NotifyPayload } from './notifier.ts';
import './back-in-stock.schema.ts';

/** Back-in-stock notification requests: collected per catalog item, emailed when the item is back in stock. */
export const backInStockModule = defineModule({
  name: 'back-in-stock',
  routeGroups: [backInStockRoutes],
  migrations: { '0042_back_in_stock_requests': requests },
  setup({ db, uow, clock, jobs, options }) {
    // The site's email sender, chosen as identity chooses it (its SMTP settings, else the dev mailbox):
    // sent here, not through the outbox, so a refused email marks its request FAILED.
    const identity = options.identity ?? {};
    const mailer: Mailer =
      identity.emailSender ??
      (identity.smtpUrl
        ? new SmtpMailer(identity.smtpUrl, identity.mailFrom ?? 'Tessera <no-reply@localhost>')
        : new DevMailbox(db));
    const service = new BackInStockService({ db, uow, clock, jobs, cursorSecret: siteCursorSecrets(db) });
    const notifier = new BackInStockNotifier({ db, uow, clock, mailer });
    return {
      routes: (server) => registerBackInStockRoutes(server, service),
      jobs: (registry) =>
        registry.register(NOTIFY_JOB, (job) => notifier.run(job.siteId!, job.payload as NotifyPayload)),
      // A variant that went from out of stock to in stock notifies its requests (a job each, keyed by event).
      subscribers: (outbox) =>
        outbox.subscribe('back-in-stock', { events: ['inventory_variants_changed'] }, async (event) => {
          const payload = event.payload as InventoryVariantsChangedPayload;
          for (const variant of payload.variants) {
            if (!variant.oldValue.inStock && variant.newValue.inStock) {
              await service.variantBackInStock(event.siteId, event.id, payload.productId, variant.id);
            }
          }
        }),
    };
  },
});
