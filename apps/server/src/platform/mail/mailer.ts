/** One message to a member: an email, or a text for a phone (SMS, voice call). */
export interface OutgoingMessage {
  channel: 'EMAIL' | 'SMS' | 'CALL';
  to: string;
  subject: string;
  body: string;
}

/**
 * Sends messages of one kind. `id` is stable across redeliveries of the same message (the
 * outbox delivers at least once), so a sender that can deduplicate should.
 */
export interface Mailer {
  send(siteId: string, id: string, message: OutgoingMessage): Promise<void>;
}
