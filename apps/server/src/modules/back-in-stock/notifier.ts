import { createHash } from 'node:crypto';
import type { BackInStockItemDetails } from '@tessera/contracts/back-in-stock';
import { isoAt, type Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { selectFromSite, siteScope, updateSiteTable } from '../../platform/site-scope.ts';
import type { UnitOfWork } from '../../platform/unit-of-work.ts';
import type { RequestRow } from './back-in-stock.wire.ts';

export const NOTIFY_JOB = 'back-in-stock.notify';
const CHANGES = { changes: ['backInStock'] } as const;
const PAGE = 100;

/** What one notify job sends: the requests of a variant (automatic), of a reference, or named. */
export interface NotifyPayload {
  /** The job's own key: its claim on the requests it moves to PROCESSING. */
  key: string;
  target:
    | { kind: 'variant'; productId: string; variantId: string }
    | { kind: 'reference'; appId: string; catalogItemId: string; optionsKey: string }
    | { kind: 'ids'; ids: string[] };
  itemDetails?: BackInStockItemDetails;
  extra?: Record<string, string>;
}

/**
 * Sends back-in-stock emails, a page of requests per unit: each request is claimed by one
 * conditional UPDATE (RECEIVED → PROCESSING with this job's key, so a second job or report never
 * mails it too, and a retry of this job takes back its own claims), then mailed, then moved to
 * NOTIFICATION_SENT (autoNotified) or FAILED when the mailer refuses. A process dying between the
 * mail and the move leaves it PROCESSING under this job's key: the job's retry sends it again
 * (at least once, never twice by two jobs).
 */
export class BackInStockNotifier {
  constructor(private readonly deps: { db: Db; uow: UnitOfWork; clock: Clock; mailer: Mailer }) {}

  async run(siteId: string, payload: NotifyPayload): Promise<void> {
    for (;;) {
      const claimed = await this.claim(siteId, payload);
      for (const row of claimed) await this.send(siteId, row, payload);
      if (claimed.length < PAGE) return;
    }
  }

  private async claim(siteId: string, payload: NotifyPayload): Promise<RequestRow[]> {
    return this.deps.uow.run(
      siteId,
      async (unit) => {
        const scope = siteScope(unit.db, siteId);
        const target = payload.target;
        let candidates = selectFromSite(scope, 'back_in_stock_requests').select('id').limit(PAGE);
        const claimable = target.kind === 'ids' ? ['RECEIVED', 'FAILED'] : ['RECEIVED'];
        candidates = candidates.where((eb) =>
          eb.or([
            eb('status', 'in', claimable),
            eb.and([eb('status', '=', 'PROCESSING'), eb('processing_key', '=', payload.key)]),
          ]),
        );
        if (target.kind === 'variant') {
          candidates = candidates
            .where('catalog_item_id', '=', target.productId)
            .where('variant_id', '=', target.variantId);
        } else if (target.kind === 'reference') {
          candidates = candidates
            .where('app_id', '=', target.appId)
            .where('catalog_item_id', '=', target.catalogItemId)
            .where('options_key', '=', target.optionsKey);
        } else {
          candidates = candidates.where('id', 'in', target.ids.length ? target.ids : ['-']);
        }
        const ids = (await candidates.execute()).map((r) => r.id);
        if (ids.length === 0) return [];
        const now = isoAt(this.deps.clock.now());
        return (await updateSiteTable(scope, 'back_in_stock_requests')
          .set({ status: 'PROCESSING', processing_key: payload.key, updated_date: now })
          .where('id', 'in', ids)
          .where((eb) =>
            eb.or([
              eb('status', 'in', claimable),
              eb.and([eb('status', '=', 'PROCESSING'), eb('processing_key', '=', payload.key)]),
            ]),
          )
          .returningAll()
          .execute()) as RequestRow[];
      },
      CHANGES,
    );
  }

  private async send(siteId: string, row: RequestRow, payload: NotifyPayload): Promise<void> {
    const details = { ...(JSON.parse(row.item_details) as BackInStockItemDetails), ...payload.itemDetails };
    let status = 'NOTIFICATION_SENT';
    try {
      await this.deps.mailer.send(
        siteId,
        messageId(row.id, payload.key),
        emailOf(row, details, payload.extra),
      );
    } catch {
      status = 'FAILED';
    }
    await this.deps.uow.run(
      siteId,
      (unit) =>
        updateSiteTable(siteScope(unit.db, siteId), 'back_in_stock_requests')
          .set({
            status,
            auto_notified: status === 'NOTIFICATION_SENT' ? 1 : row.auto_notified,
            processing_key: null,
            updated_date: isoAt(this.deps.clock.now()),
          })
          .where('id', '=', row.id)
          .where('status', '=', 'PROCESSING')
          .where('processing_key', '=', payload.key)
          .execute(),
      CHANGES,
    );
  }
}

/**
 * One message per request and job (a retry of the job keeps it), short enough for the mailbox's
 * 64-character id whatever the job's key (an event's key plus a request id was 87 on PostgreSQL).
 */
function messageId(requestId: string, jobKey: string): string {
  return `back-in-stock-${createHash('sha256').update(`${requestId}\n${jobKey}`).digest('base64url')}`;
}

/** The email: the item's name, price, image and link, and the template's extra parameters. */
function emailOf(row: RequestRow, item: BackInStockItemDetails, extra: Record<string, string> | undefined) {
  const name = item.name ?? 'An item you asked about';
  const image = typeof item.image === 'string' ? item.image : item.image?.url;
  const lines = [
    `${name} is back in stock.`,
    ...(item.price ? [`Price: ${item.price}`] : []),
    ...(row.item_url ? [`Get it here: ${row.item_url}`] : []),
    ...(image ? [`Image: ${image}`] : []),
    ...Object.entries(extra ?? {}).map(([key, value]) => `${key}: ${value}`),
  ];
  return {
    channel: 'EMAIL' as const,
    to: row.email,
    subject: `${name} is back in stock`,
    body: lines.join('\n'),
  };
}
