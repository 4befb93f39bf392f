import type { Executor } from '../db.ts';
import { nowIso } from '../clock.ts';
import { selectFromSite, type SiteScope } from '../site-scope.ts';
import type { Mailer, OutgoingMessage } from './mailer.ts';

export interface MailboxMessage extends OutgoingMessage {
  id: string;
  createdDate: string;
}

/**
 * Development mailbox: messages are kept in a table the owner can list instead of being sent
 * (no SMTP_URL; SMS and calls until a gateway is plugged in). A redelivered message keeps one row.
 */
export class DevMailbox implements Mailer {
  constructor(private readonly db: Executor) {}

  async send(siteId: string, id: string, message: OutgoingMessage): Promise<void> {
    await this.db
      .insertInto('dev_mailbox')
      .values({
        site_id: siteId,
        id,
        channel: message.channel,
        recipient: message.to.slice(0, 320),
        subject: message.subject,
        body: message.body,
        created_date: nowIso(),
      })
      .onConflict((oc) => oc.columns(['site_id', 'id']).doNothing())
      .execute();
  }
}

/** The newest messages of a site, optionally only those to one recipient. */
export async function listMailbox(
  scope: SiteScope,
  options: { to?: string; limit?: number } = {},
): Promise<MailboxMessage[]> {
  let query = selectFromSite(scope, 'dev_mailbox').selectAll();
  if (options.to) query = query.where('recipient', '=', options.to.trim().toLowerCase());
  const rows = await query
    .orderBy('created_date', 'desc')
    .orderBy('id', 'desc')
    .limit(options.limit ?? 50)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel as OutgoingMessage['channel'],
    to: row.recipient,
    subject: row.subject,
    body: row.body,
    createdDate: row.created_date,
  }));
}
