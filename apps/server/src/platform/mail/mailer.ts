/** One message to a member: an email, or a text for a phone (SMS, voice call). */
export interface OutgoingMessage {
  channel: 'EMAIL' | 'SMS' | 'CALL';
  to: string;
  subject: string;
  /** The text (an email's plain-text part). */
  body: string;
  /** An email's HTML part (inline images by `cid:` of an attachment). */
  html?: string;
  /** An email's files: tickets, a calendar entry, inline images (base64; blanked once delivered). */
  attachments?: MessageAttachment[];
}

export interface MessageAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
  /** Set for an image the HTML shows inline (`<img src="cid:…">`). */
  cid?: string;
}

/**
 * Sends messages of one kind. `id` is stable across redeliveries of the same message (the
 * outbox delivers at least once), so a sender that can deduplicate should.
 */
export interface Mailer {
  send(siteId: string, id: string, message: OutgoingMessage): Promise<void>;
}
