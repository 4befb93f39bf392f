import type { Executor } from '../db.ts';
import { newId } from '../ids.ts';
import { recordDomainEvent, type DomainEvent, type OutboxDispatcher } from '../outbox.ts';
import type { SiteTx } from '../unit-of-work.ts';
import type { Mailer, OutgoingMessage } from './mailer.ts';

const MESSAGE_REQUESTED = 'tessera_message_requested';

/**
 * Queues a message in the outbox, in the transaction of the state change it belongs to: a
 * rolled-back change sends nothing, a committed one is delivered at least once.
 */
export async function queueMessage(tx: SiteTx, message: OutgoingMessage): Promise<void> {
  await recordDomainEvent(tx.db, {
    siteId: tx.siteId,
    name: MESSAGE_REQUESTED,
    entityFqdn: 'tessera.messaging.v1.message',
    entityId: newId(),
    payload: message,
  });
}

export interface Senders {
  /** Email: SMTP when configured, else the development mailbox. */
  email: Mailer;
  /** SMS and voice calls: the development mailbox unless a gateway is plugged in. */
  phone: Mailer;
}

/**
 * Delivers queued messages from the outbox. Once sent, the stored copy's body is blanked: it
 * may hold a one-time code or a recovery link, which should not outlive delivery in the table.
 */
export function subscribeMessageDelivery(outbox: OutboxDispatcher, db: Executor, senders: Senders): void {
  outbox.subscribe('messages', { events: [MESSAGE_REQUESTED] }, async (event: DomainEvent) => {
    const message = event.payload as Partial<OutgoingMessage> | null;
    if (!message?.to || !message.channel) return; // already delivered and blanked
    const sender = message.channel === 'EMAIL' ? senders.email : senders.phone;
    await sender.send(event.siteId, `msg-${event.id}`, message as OutgoingMessage);
    await db
      .updateTable('outbox')
      .set({ payload: JSON.stringify({ delivered: true }) })
      .where('id', '=', event.id)
      .execute();
  });
}
