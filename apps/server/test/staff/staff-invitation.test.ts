import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { memberHeaders } from '../identity/helpers.ts';
import { settle } from '../notifications/helpers.ts';

interface Received {
  to: string[];
  data: string;
}

// Inviting a staff member mails them the join link, through the outbox and a real SMTP server.
describe('staff invitation email over SMTP', () => {
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
    app = await createTestApp({
      app: { identity: { smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'Site <s@example.com>' } },
    });
  });
  afterAll(async () => {
    await app?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('mails the join link once; the link joins the member who opens it', async () => {
    const invited = await app.request({
      method: 'POST',
      url: '/events/v1/staff-members',
      headers: app.ownerHeaders(),
      payload: { staffMember: { email: 'Door@Example.com', name: 'Door', scopes: ['CHECK_IN_GUESTS'] } },
    });
    expect(invited.statusCode, invited.body).toBe(200);
    await settle(app);
    const mails = received.filter((m) => m.to.includes('door@example.com'));
    expect(mails).toHaveLength(1);
    expect(mails[0].data).toMatch(/Subject: You are invited to join the event staff/);
    const flat = mails[0].data.replace(/=\r\n/g, '').replace(/=3D/g, '=');
    expect(flat).toContain(invited.json().joinLink);
    const token = decodeURIComponent(/joinToken=([^\s]+)/.exec(flat)![1]);

    const member = await app.request({
      method: 'POST',
      url: '/_api/iam/authentication/v2/sign-on',
      headers: app.ownerHeaders(),
      payload: { loginId: { email: 'door@example.com' } },
    });
    const joined = await app.request({
      method: 'POST',
      url: '/events/v1/staff-members/join',
      headers: await memberHeaders(app, member.json().identity.id),
      payload: { joinToken: token },
    });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json().staffMember.access).toBe('HAS_ACCESS');
  });

  it('an invitation refused (already staff) mails nothing', async () => {
    const invite = () =>
      app.request({
        method: 'POST',
        url: '/events/v1/staff-members',
        headers: app.ownerHeaders(),
        payload: { staffMember: { email: 'twice@example.com', scopes: [] } },
      });
    expect((await invite()).statusCode).toBe(200);
    expect((await invite()).statusCode).toBe(409);
    await settle(app);
    expect(received.filter((m) => m.to.includes('twice@example.com'))).toHaveLength(1);
  });

  it('resends a pending invitation with a new link; the old link stops working', async () => {
    const email = 'again@example.com';
    const invited = await app.request({
      method: 'POST',
      url: '/events/v1/staff-members',
      headers: app.ownerHeaders(),
      payload: { staffMember: { email, scopes: ['CHECK_IN_GUESTS'] } },
    });
    expect(invited.statusCode, invited.body).toBe(200);
    const { staffMember, joinToken: oldToken } = invited.json();
    const resend = (headers = app.ownerHeaders(), id = staffMember.id) =>
      app.request({
        method: 'POST',
        url: `/events/v1/staff-members/${id}/resend-invitation`,
        headers,
        payload: {},
      });
    const again = await resend();
    expect(again.statusCode, again.body).toBe(200);
    const { joinToken, joinLink } = again.json();
    expect(joinToken).not.toBe(oldToken);
    expect(again.json().staffMember).toMatchObject({ id: staffMember.id, access: 'PENDING' });
    await settle(app);
    const mails = received.filter((m) => m.to.includes(email));
    expect(mails).toHaveLength(2);
    expect(mails[1]!.data.replace(/=\r\n/g, '').replace(/=3D/g, '=')).toContain(joinLink);

    const member = await app.request({
      method: 'POST',
      url: '/_api/iam/authentication/v2/sign-on',
      headers: app.ownerHeaders(),
      payload: { loginId: { email } },
    });
    const headers = await memberHeaders(app, member.json().identity.id);
    const join = (token: string) =>
      app.request({
        method: 'POST',
        url: '/events/v1/staff-members/join',
        headers,
        payload: { joinToken: token },
      });
    expect((await join(oldToken)).statusCode).toBe(400);
    expect((await join(joinToken)).statusCode).toBe(200);

    // Joined: nothing to resend (and nothing mailed); only the owner resends; an unknown id is 404.
    const joined = await resend();
    expect(joined.statusCode).toBe(428);
    expect(joined.json().details.applicationError.code).toBe('STAFF_MEMBER_ALREADY_JOINED');
    expect((await resend(headers)).statusCode).toBe(403);
    expect((await resend(app.ownerHeaders(), crypto.randomUUID())).statusCode).toBe(404);
    await settle(app);
    expect(received.filter((m) => m.to.includes(email))).toHaveLength(2);
  });
});
