import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli.ts';
import { openDatabase, type DatabaseHandle } from '../../src/platform/db.ts';
import { createTestDatabaseUrl } from '../support/database.ts';

async function tessera(env: NodeJS.ProcessEnv, ...args: string[]) {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const { code } = await runCli(args, { env, stdout: (l) => stdout.push(l), stderr: (l) => stderr.push(l) });
  return { code, stdout: stdout.join('\n'), stderr: stderr.join('\n') };
}

// The operator's view of work that failed for good: `tessera jobs …` and `tessera outbox …`.
describe('tessera jobs and outbox commands', () => {
  let env: NodeJS.ProcessEnv;
  let dataDir: string;
  let database: DatabaseHandle;
  const at = '2030-01-01T00:00:00.000Z';

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-jobs-cli-'));
    const databaseUrl = await createTestDatabaseUrl();
    env = { DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
    expect((await tessera(env, 'migrate')).code).toBe(0);
    database = openDatabase({ databaseUrl, sqliteFile: path.join(dataDir, 'tessera.db') });
  });
  afterAll(async () => {
    await database.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('lists dead jobs and requeues one by id', async () => {
    const { id } = await database.db
      .insertInto('jobs')
      .values({
        kind: 'tickets.send-reminder',
        dedupe_key: 'reminder:e-1',
        site_id: 's-1',
        payload: JSON.stringify({ eventId: 'e-1' }),
        status: 'DEAD',
        run_at: at,
        attempts: 8,
        every_ms: null,
        lease_until: null,
        lease_token: null,
        last_error: 'Error: SMTP down',
        created_date: at,
        finished_date: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const listed = await tessera(env, 'jobs', 'dead');
    expect(listed.code).toBe(0);
    expect(listed.stdout.split('\n').map((line) => JSON.parse(line))).toContainEqual(
      expect.objectContaining({
        id,
        kind: 'tickets.send-reminder',
        attempts: 8,
        lastError: 'Error: SMTP down',
      }),
    );

    expect(await tessera(env, 'jobs', 'requeue', String(id))).toMatchObject({
      code: 0,
      stdout: 'Requeued 1 dead job(s).',
    });
    const row = await database.db
      .selectFrom('jobs')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'PENDING', attempts: 0, finished_date: null });
    expect((await tessera(env, 'jobs', 'dead')).stdout).toBe('');

    // Nothing to requeue, or not an id: exit code 1 with a message.
    expect(await tessera(env, 'jobs', 'requeue', String(id))).toMatchObject({ code: 1 });
    expect(await tessera(env, 'jobs', 'requeue', '__proto__')).toMatchObject({
      code: 1,
      stderr: 'job ID must be a positive integer',
    });
    expect(await tessera(env, 'jobs', 'requeue')).toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/--all/),
    });
  });

  it('lists dead outbox deliveries and replays them for one subscriber', async () => {
    const { id: outboxId } = await database.db
      .insertInto('outbox')
      .values({
        site_id: 's-1',
        name: 'event_created',
        entity_fqdn: 'wix.events.v3.event',
        entity_id: 'e-2',
        payload: '{}',
        created_date: at,
        claimed_until: null,
        dispatched_date: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await database.db
      .insertInto('outbox_deliveries')
      .values({
        outbox_id: outboxId,
        subscriber: 'webhooks',
        status: 'DEAD',
        run_at: at,
        attempts: 8,
        lease_until: null,
        last_error: 'Error: 502',
        delivered_date: null,
      })
      .execute();

    const listed = await tessera(env, 'outbox', 'dead');
    expect(JSON.parse(listed.stdout)).toMatchObject({
      outboxId,
      subscriber: 'webhooks',
      eventName: 'event_created',
    });
    expect(await tessera(env, 'outbox', 'replay')).toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/--subscriber/),
    });
    expect(await tessera(env, 'outbox', 'replay', '--subscriber', 'webhooks')).toMatchObject({
      code: 0,
      stdout: '1 delivery to webhooks due now.',
    });
    expect((await tessera(env, 'outbox', 'dead')).stdout).toBe('');
    // From an event id on: a subscriber added later gets the kept events too.
    expect(
      await tessera(env, 'outbox', 'replay', '--subscriber', 'audit', '--from', String(outboxId)),
    ).toMatchObject({ code: 0, stdout: '1 delivery to audit due now.' });
  });
});
