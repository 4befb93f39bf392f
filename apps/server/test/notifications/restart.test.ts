import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.ts';
import { TestClock } from '../../src/platform/clock.ts';
import { openDatabase, type Db } from '../../src/platform/db.ts';
import { listMailbox } from '../../src/platform/mail/dev-mailbox.ts';
import { migrateToLatest } from '../../src/platform/migrations/index.ts';
import { siteScope } from '../../src/platform/site-scope.ts';
import { provisionSite } from '../../src/modules/sites/sites.service.ts';
import { createTestDatabaseUrl } from '../support/database.ts';
import { HOUR, at, settle } from './helpers.ts';

const MINUTE = 60_000;

/**
 * A reminder is a row, not a timer: the process that scheduled it stops, a new one starts on the
 * same database, the clock passes the reminder time and each guest gets exactly one email.
 */
describe('reminders survive a restart', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-reminders-'));
  const sqliteFile = path.join(dir, 'restart.db');
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  async function start(databaseUrl: string | undefined, clock: TestClock): Promise<App & { db: Db }> {
    const database = openDatabase({ databaseUrl, sqliteFile, poolSize: 4 });
    await migrateToLatest(database.db);
    const app = await buildApp({
      database,
      logLevel: 'silent',
      clock,
      ownsDatabase: true,
      visitorCacheMs: 0,
    });
    return { ...app, db: database.db };
  }

  it('a new process sends the reminder the old one scheduled, once per guest', async () => {
    const databaseUrl = await createTestDatabaseUrl();
    const startMs = Date.now() + 48 * HOUR;
    const first = await start(databaseUrl, new TestClock(Date.now()));
    const site = await provisionSite(first.db, { name: 'Restart site' });
    const owner = { authorization: site.apiKey, 'wix-site-id': site.siteId };
    const created = await first.server.inject({
      method: 'POST',
      url: '/events/v3/events',
      headers: owner,
      payload: {
        event: {
          title: 'Across Restarts',
          location: { type: 'VENUE', name: 'Hall' },
          dateAndTimeSettings: { startDate: at(startMs), endDate: at(startMs + HOUR) },
          registration: { initialType: 'RSVP', rsvp: { responseType: 'YES_AND_NO' } },
        },
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const eventId = created.json().event.id as string;
    const token = await first.server.inject({
      method: 'POST',
      url: '/oauth2/token',
      payload: { clientId: site.clientId, grantType: 'anonymous' },
    });
    const visitor = { authorization: token.json().access_token as string };
    const guests = ['restart-a@example.com', 'restart-b@example.com', 'restart-c@example.com'];
    for (const email of guests) {
      const rsvp = await first.server.inject({
        method: 'POST',
        url: '/events/v2/rsvps',
        headers: visitor,
        payload: { rsvp: { eventId, firstName: 'Guest', lastName: 'R', email } },
      });
      expect(rsvp.statusCode, rsvp.body).toBe(200);
    }
    await settle(first); // the reminder job is scheduled
    await first.server.close();

    const clock = new TestClock(startMs - 24 * HOUR + MINUTE);
    const second = await start(databaseUrl, clock);
    try {
      await settle(second);
      await second.jobs.runDue();
      await settle(second);
      // A second pass (another poll, another process) finds nothing more to send.
      clock.advance(MINUTE);
      await second.jobs.runDue();
      await settle(second);
      const scope = siteScope(second.db, site.siteId);
      for (const email of guests) {
        const mails = await listMailbox(scope, { to: email });
        expect(mails.map((m) => m.subject)).toEqual(['Reminder: Across Restarts']);
      }
    } finally {
      await second.server.close();
    }
  });
});
