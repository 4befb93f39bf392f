import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AuthContext } from '../../src/platform/auth/auth-context.ts';
import type { TestApp } from '../support/test-app.ts';

/** An answer's headers without those that differ per answer by nature (its date and request ids). */
export function comparableHeaders<H extends Record<string, unknown>>(
  headers: H,
): Omit<H, 'date' | 'x-request-id' | 'x-wix-request-id'> {
  const { date: _d, 'x-request-id': _r, 'x-wix-request-id': _w, ...rest } = headers;
  return rest;
}

/** A small app's every request made by one visitor of `site-1` (what the platform's auth would decide). */
export function everyRequestAsVisitor(app: FastifyInstance): void {
  app.decorateRequest('auth', null as unknown as AuthContext);
  app.addHook('onRequest', (request, _reply, done) => {
    request.auth = { role: 'VISITOR', siteId: 'site-1', subjectId: 'v1', permissions: new Set() };
    done();
  });
}

/** Renames an event in the database around the unit of work: nothing invalidates cached answers. */
export async function retitleBehindTheApi(app: TestApp, eventId: string, title: string): Promise<void> {
  await app.db
    .updateTable('events')
    .set({ title, revision: sql`revision + 1` })
    .where('id', '=', eventId)
    .execute();
}
