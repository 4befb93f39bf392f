import type { LightMyRequestResponse } from 'fastify';
import { expect, vi } from 'vitest';
import type { DomainEvent } from '../../src/platform/outbox.ts';
import type { TestApp } from '../support/test-app.ts';

const HOUR = 3_600_000;

/** An ISO timestamp `hours` from now (negative: in the past). */
export const inHours = (hours: number): string => new Date(Date.now() + hours * HOUR).toISOString();

/** The smallest valid event: a venue, a date range and RSVP registration. */
export function eventInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: 'Test Event',
    location: { type: 'VENUE', name: 'Hall' },
    dateAndTimeSettings: { startDate: inHours(24), endDate: inHours(26), timeZoneId: 'Etc/UTC' },
    registration: { initialType: 'RSVP' },
    ...overrides,
  };
}

export interface CreateOptions {
  draft?: boolean;
  fields?: string[];
  headers?: Record<string, string>;
}

export function postEvent(
  app: TestApp,
  event: Record<string, unknown>,
  options: CreateOptions = {},
): Promise<LightMyRequestResponse> {
  return app.request({
    method: 'POST',
    url: '/events/v3/events',
    headers: options.headers ?? app.ownerHeaders(),
    payload: {
      event,
      ...(options.draft !== undefined ? { draft: options.draft } : {}),
      ...(options.fields ? { fields: options.fields } : {}),
    },
  });
}

/** Creates an event and returns its wire form; fails the test on a non-200 answer. */
export async function createEvent(
  app: TestApp,
  overrides: Record<string, unknown> = {},
  options: CreateOptions = {},
): Promise<any> {
  const response = await postEvent(app, eventInput(overrides), options);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().event;
}

export function queryEvents(
  app: TestApp,
  body: Record<string, unknown>,
  headers: Record<string, string> = app.ownerHeaders(),
): Promise<LightMyRequestResponse> {
  return app.request({ method: 'POST', url: '/events/v3/events/query', headers, payload: body });
}

/** Ids of the events a query returns (owner, drafts included unless told otherwise). */
export async function queryIds(
  app: TestApp,
  query: Record<string, unknown>,
  options: { includeDrafts?: boolean; headers?: Record<string, string> } = {},
): Promise<string[]> {
  const response = await queryEvents(
    app,
    { query, includeDrafts: options.includeDrafts ?? true },
    options.headers ?? app.ownerHeaders(),
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().events.map((e: { id: string }) => e.id);
}

/** Total number of events of the owner's site, drafts included. */
export async function countEvents(app: TestApp, headers = app.ownerHeaders()): Promise<number> {
  const response = await queryEvents(app, { query: { paging: { limit: 1 } }, includeDrafts: true }, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().pagingMetadata.total;
}

/** Asserts a 400 validation envelope that names `field` with `rule`; returns the violations. */
export function expectViolation(response: LightMyRequestResponse, field: string, rule?: string) {
  expect(response.statusCode, response.body).toBe(400);
  const body = response.json();
  expect(typeof body.message).toBe('string');
  const violations: { field: string; violatedRule: string; description: string }[] =
    body.details?.validationError?.fieldViolations ?? [];
  const match = violations.find((v) => v.field === field && (!rule || v.violatedRule === rule));
  expect(match, `expected ${field} ${rule ?? ''} in ${response.body}`).toBeDefined();
  expect(match!.description).toEqual(expect.any(String));
  return violations;
}

/** Asserts an application-error envelope with a status and code. */
export function expectAppError(response: LightMyRequestResponse, status: number, code: string) {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json();
  expect(typeof body.message).toBe('string');
  expect(body.details.applicationError).toMatchObject({ code, description: expect.any(String) });
  return body.details.applicationError as { code: string; description: string; data?: any };
}

/** Collects every domain event the outbox hands over; subscribe before the first mutation. */
export function recordDomainEvents(app: TestApp) {
  const seen: DomainEvent[] = [];
  app.outbox.subscribe((event) => {
    seen.push(event);
  });
  return {
    seen,
    /** Dispatches everything committed so far, then returns the names recorded for an entity. */
    async namesFor(entityId: string): Promise<string[]> {
      // The first call may join a batch that started before the last commit; keep going
      // until a batch that started after it finds nothing left.
      while ((await app.outbox.dispatchPending()) > 0 || (await app.outbox.dispatchPending()) > 0);
      return seen.filter((e) => e.entityId === entityId).map((e) => e.name);
    },
  };
}

/**
 * A statement of the work that runs beside requests — the outbox's pass after a commit, the job
 * runner's claim poll — not of the request being measured; on a loaded box it lands anywhere.
 */
export const isBackgroundStatement = (text: string): boolean =>
  /"outbox"|"outbox_deliveries"|"jobs"/.test(text);

/** The SQL text of every statement the server runs while `run` is under way. */
export async function statementsOf(app: TestApp, run: () => Promise<unknown>): Promise<string[]> {
  const spy = vi.spyOn(app.db.getExecutor(), 'executeQuery');
  try {
    await run();
    return spy.mock.calls.map(([query]) => query.sql);
  } finally {
    spy.mockRestore();
  }
}
