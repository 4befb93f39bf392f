import { expect } from 'vitest';
import type { App } from '../../src/app.ts';
import type { TestApp } from '../support/test-app.ts';

/** Hands over every committed domain event until none is left (subscribers, then their emails). */
export async function settle(app: Pick<App, 'outbox'>): Promise<void> {
  while ((await app.outbox.dispatchPending()) > 0 || (await app.outbox.dispatchPending()) > 0);
}

/** Runs due jobs, then delivers what they queued. */
export async function runJobs(app: Pick<App, 'outbox' | 'jobs'>): Promise<void> {
  await settle(app);
  await app.jobs.runDue();
  await settle(app);
}

/** Development-mailbox messages to `to` (newest first). */
export async function inbox(app: TestApp, to: string) {
  await settle(app);
  const response = await app.request({
    method: 'GET',
    url: `/_api/tessera/v1/dev-mailbox?to=${encodeURIComponent(to)}`,
    headers: app.ownerHeaders(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().messages as { subject: string; body: string; to: string }[];
}

export const HOUR = 3_600_000;
export const at = (ms: number) => new Date(ms).toISOString();
