import nodemailer, { type Transporter } from 'nodemailer';
import type { Mailer, OutgoingMessage } from './mailer.ts';

/** Sends email through an SMTP server (`SMTP_URL`, e.g. `smtps://user:pass@smtp.example.com`). */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(_siteId: string, id: string, message: OutgoingMessage): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.body,
      ...(message.html ? { html: message.html } : {}),
      ...(message.attachments?.length
        ? {
            attachments: message.attachments.map((a) => ({
              filename: a.filename,
              contentType: a.contentType,
              content: Buffer.from(a.contentBase64, 'base64'),
              ...(a.cid ? { cid: a.cid } : {}),
            })),
          }
        : {}),
      // Lets a receiving server drop a redelivered copy.
      messageId: `<${id}@tessera>`,
    });
  }

  close(): void {
    this.transport.close();
  }
}
