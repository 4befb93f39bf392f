import { eventFormsRoutes } from '@tessera/contracts/routes/event-forms.routes';
import { createApiKey } from '../../src/platform/auth/api-keys.ts';
import { createEvent } from '../events/helpers.ts';
import { testClient } from '../support/test-client.ts';
import type { TestApp } from '../support/test-app.ts';

export const routes = eventFormsRoutes;

/** A published (or draft) event of the test site: its id. */
export const newEvent = async (app: TestApp, draft = false): Promise<string> =>
  (await createEvent(app, {}, { draft })).id;

/** Headers of a staff key holding `scopes`. */
export async function staffHeaders(app: TestApp, scopes: string[]): Promise<Record<string, string>> {
  const key = await createApiKey(
    app.db,
    app.site.siteId,
    `staff-${scopes.join('-') || 'none'}`,
    undefined,
    scopes,
  );
  return { authorization: key.key };
}

/** The forms routes as the owner calls them. */
export function ownerForms(app: TestApp) {
  const client = testClient(app);
  const as = app.ownerHeaders();
  return {
    client,
    get: (eventId: string, fields?: 'DELETED'[]) =>
      client.call(routes.getForm, { params: { eventId }, input: fields ? { fields } : {}, as }),
    add: (eventId: string, input: Record<string, unknown>) =>
      client.call(routes.addControl, { params: { eventId }, input, as }),
    update: (eventId: string, id: string, input: Record<string, unknown>) =>
      client.call(routes.updateControl, { params: { eventId, id }, input, as }),
    remove: (eventId: string, id: string) =>
      client.call(routes.deleteControl, { params: { eventId, id }, as }),
    messages: (eventId: string, input: Record<string, unknown>) =>
      client.call(routes.updateMessages, { params: { eventId }, input, as }),
    publish: (eventId: string) => client.call(routes.publishDraft, { params: { eventId }, input: {}, as }),
    discard: (eventId: string) => client.call(routes.discardDraft, { params: { eventId }, as }),
    send: <R extends (typeof routes)[keyof typeof routes]>(
      route: R,
      params: Record<string, string>,
      input?: Record<string, unknown>,
      headers: Record<string, string> = as,
    ) => client.send(route, { params, input, as: headers } as never),
  };
}
