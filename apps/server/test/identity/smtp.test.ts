import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app.ts';
import { createIdentityApp, mailTo, post, register, setSettings, uniqueEmail } from './helpers.ts';

interface Received {
  to: string[];
  data: string;
}

// With SMTP_URL set, mail leaves through a real SMTP conversation (nodemailer → smtp-server on a
// free port), delivered from the outbox after commit.
describe('email over SMTP', () => {
  let smtp: SMTPServer;
  let app: TestApp;
  const received: Received[] = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    app = await createIdentityApp({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      mailFrom: 'Site <site@example.com>',
    });
  });
  afterAll(async () => {
    await app?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('sends the verification code by SMTP (and keeps nothing in the dev mailbox)', async () => {
    await setSettings(app, { requireEmailVerification: true });
    const email = uniqueEmail('smtp');
    const registered = await register(app, { loginId: { email }, password: 'correct-horse' });
    expect(registered.json().state).toBe('REQUIRE_EMAIL_VERIFICATION');
    await app.outbox.dispatchPending();
    await app.outbox.dispatchPending();
    const message = received.find((m) => m.to.includes(email));
    expect(message, JSON.stringify(received)).toBeDefined();
    expect(message!.data).toMatch(/From: Site <site@example.com>/);
    const code = /verification code is (\d{6})/.exec(message!.data)?.[1];
    expect(code).toBeDefined();
    expect(await mailTo(app, email)).toEqual([]);
    const verified = await post(app, '/_api/iam/verification/v1/auth/verify', {
      code,
      stateToken: registered.json().stateToken,
    });
    expect(verified.json().state).toBe('SUCCESS');
  });

  it('a failed delivery is retried: the message stays in the outbox until the server accepts it', async () => {
    const email = uniqueEmail('retry');
    const before = received.length;
    smtp.onRcptTo = (_address, _session, callback) => callback(new Error('mailbox busy'));
    await setSettings(app, { requireEmailVerification: true });
    await register(app, { loginId: { email }, password: 'correct-horse' });
    await app.outbox.dispatchPending();
    expect(received.length).toBe(before);
    // The messages subscriber's delivery waits out its backoff, with the failure noted.
    const pending = await app.db
      .selectFrom('outbox_deliveries')
      .innerJoin('outbox', 'outbox.id', 'outbox_deliveries.outbox_id')
      .select(['outbox_deliveries.id', 'outbox_deliveries.last_error'])
      .where('outbox.name', '=', 'tessera_message_requested')
      .where('outbox_deliveries.subscriber', '=', 'messages')
      .where('outbox_deliveries.status', '=', 'PENDING')
      .execute();
    expect(pending.length).toBeGreaterThan(0);
    expect(pending[0].last_error).toMatch(/mailbox busy/);
    smtp.onRcptTo = (_address, _session, callback) => callback();
    // The backoff passes.
    await app.db
      .updateTable('outbox_deliveries')
      .set({ run_at: '2000-01-01T00:00:00.000Z' })
      .where(
        'id',
        'in',
        pending.map((p) => p.id),
      )
      .execute();
    await app.outbox.dispatchPending();
    expect(received.some((m) => m.to.includes(email))).toBe(true);
  });
});
