import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TesseraClientError, createClient } from '@tessera/sdk';
import { OAuthStrategy } from '@tessera/sdk/oauth';
import { categories } from '@tessera/sdk/categories';
import { policies } from '@tessera/sdk/policies';
import { schedule } from '@tessera/sdk/schedule';
import { createEvent } from '../../../apps/server/test/events/helpers.ts';
import { createTestApp, type TestApp } from '../../../apps/server/test/support/test-app.ts';
import { agendaQueryOptions, eventCategoriesQueryOptions, eventPoliciesQueryOptions } from '../src/index.ts';

// The event page's side areas (agenda, policies, categories) as a visitor's hooks read them.
describe('@tessera/react event agenda, policies and categories', () => {
  let app: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    app = await createTestApp();
    baseUrl = await app.server.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  const owner = (method: string, url: string, payload: object) =>
    app.request({ method: method as 'POST', url, headers: app.ownerHeaders(), payload });

  it('reads what the owner published, through the visitor modules only', async () => {
    const event = await createEvent(app, { categories: { categories: [{ name: 'Hooks' }] } });
    await owner('POST', '/events/v1/schedule/draft', {
      eventId: event.id,
      item: {
        name: 'Talk',
        timeSlot: { start: '2031-03-01T10:00:00.000Z', end: '2031-03-01T11:00:00.000Z' },
      },
    });
    await owner('POST', '/events/v1/schedule/publish', { eventId: event.id });
    await owner('POST', '/events-policies/v2/policies', {
      policy: { eventId: event.id, name: 'Refunds', body: 'A week before.' },
    });
    const client = createClient({
      baseUrl,
      auth: OAuthStrategy({ clientId: app.site.clientId }),
      modules: { schedule, policies, categories },
    });
    const queryClient = new QueryClient();
    expect((await queryClient.fetchQuery(agendaQueryOptions(client, event.id))).map((i) => i.name)).toEqual([
      'Talk',
    ]);
    expect(
      (await queryClient.fetchQuery(eventPoliciesQueryOptions(client, event.id))).map((p) => p.name),
    ).toEqual(['Refunds']);
    expect(
      (await queryClient.fetchQuery(eventCategoriesQueryOptions(client, event.id))).map((c) => c.name),
    ).toEqual(['Hooks']);

    const bare = createClient({ baseUrl, auth: OAuthStrategy({ clientId: app.site.clientId }) });
    await expect(new QueryClient().fetchQuery(agendaQueryOptions(bare, event.id))).rejects.toBeInstanceOf(
      TesseraClientError,
    );
  });
});
