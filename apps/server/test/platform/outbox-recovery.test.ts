import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../src/platform/outbox.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createEvent } from '../events/helpers.ts';

const waitFor = async (condition: () => boolean, timeoutMs = 5000) => {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('outbox dispatch when the database fails under it', () => {
  let app: TestApp;
  const received: DomainEvent[] = [];
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => void unhandled.push(reason);

  beforeAll(async () => {
    app = await createTestApp({ app: { outboxRetry: { retryBaseMs: 50, retryMaxMs: 200 } } });
    app.outbox.subscribe((event) => void received.push(event));
  });
  afterAll(() => app.close());
  beforeEach(() => void process.on('unhandledRejection', onUnhandled));
  afterEach(() => void process.off('unhandledRejection', onUnhandled));

  // Inserting into the outbox does not touch `attempts`; claiming a row does. Renaming the
  // column makes every claim statement fail while writes still commit.
  const breakClaims = () => sql`ALTER TABLE outbox RENAME COLUMN attempts TO attempts_gone`.execute(app.db);
  const repairClaims = () => sql`ALTER TABLE outbox RENAME COLUMN attempts_gone TO attempts`.execute(app.db);

  it('logs and retries with backoff, never rejects, and delivers once the fault is gone', async () => {
    await breakClaims();
    try {
      const event = await createEvent(app, { title: 'Written While Broken' });
      // The commit's dispatch failed; a direct call does not throw either.
      await expect(app.outbox.dispatchPending()).resolves.toBe(0);
      await waitFor(() => app.outbox.consecutiveFailures >= 2); // retried on its own
      expect(received.some((e) => e.entityId === event.id)).toBe(false);
      expect(unhandled).toEqual([]);

      await repairClaims();
      await waitFor(() => received.some((e) => e.entityId === event.id && e.name === 'event_created'));
      // The handler sees the event before its batch finishes and resets the failure count.
      await waitFor(() => app.outbox.consecutiveFailures === 0);
      expect(unhandled).toEqual([]);
    } finally {
      await repairClaims().catch(() => undefined);
    }
  });
});
