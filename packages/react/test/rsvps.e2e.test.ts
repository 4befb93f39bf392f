import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '@tessera/sdk';
import { OAuthStrategy } from '@tessera/sdk/oauth';
import { allowGuests, rsvpEvent } from '../../../apps/server/test/rsvps/helpers.ts';
import { createTestApp, type TestApp } from '../../../apps/server/test/support/test-app.ts';
import {
  cancelRsvpMutationOptions,
  createRsvpMutationOptions,
  myRsvpsQueryOptions,
  rsvpFormQueryOptions,
  rsvpKeys,
  updateRsvpMutationOptions,
} from '../src/index.ts';

// The RSVP hooks' logic (query and mutation options) against a real server, as a visitor.
describe('@tessera/react RSVP hooks', () => {
  let app: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    app = await createTestApp();
    baseUrl = await app.server.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  // A visitor client without the rsvps module: the hooks build it on the client's transport.
  const visitor = () => createClient({ baseUrl, auth: OAuthStrategy({ clientId: app.site.clientId }) });
  const run = async <V, R>(
    options: { mutationFn: (v: V) => Promise<R>; onSuccess: (r: R) => unknown },
    variables: V,
  ): Promise<R> => {
    const result = await options.mutationFn(variables);
    await options.onSuccess(result);
    return result;
  };

  it("answers an event, lists it among the caller's RSVPs, changes and withdraws it", async () => {
    const eventId = await rsvpEvent(app, { limit: 5 });
    await allowGuests(app, eventId, 2);
    const client = visitor();
    const queryClient = new QueryClient();

    const form = await queryClient.fetchQuery(rsvpFormQueryOptions(client, eventId));
    expect(form.controls.some((c) => c.type === 'GUEST_CONTROL')).toBe(true);
    expect(await queryClient.fetchQuery(myRsvpsQueryOptions(client))).toEqual([]);

    const rsvp = await run(createRsvpMutationOptions(client, queryClient), {
      eventId,
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      form: { inputValues: [{ inputName: 'additionalGuests', value: '1' }] },
    });
    expect(rsvp).toMatchObject({ status: 'YES', totalGuests: 2 });
    // The mutation dropped the cached list: the next read sees the new answer.
    expect(queryClient.getQueryState(rsvpKeys.mine())?.isInvalidated).toBe(true);
    const mine = await queryClient.fetchQuery(myRsvpsQueryOptions(client));
    expect(mine.map((r) => r.id)).toEqual([rsvp.id]);

    const declined = await run(updateRsvpMutationOptions(client, queryClient), {
      rsvpId: rsvp.id,
      changes: { status: 'NO' },
      revision: rsvp.revision,
    });
    expect(declined.status).toBe('NO');

    await run(cancelRsvpMutationOptions(client, queryClient), rsvp.id);
    expect(await queryClient.fetchQuery(myRsvpsQueryOptions(client))).toEqual([]);
  });

  it('reads every page of a long list of current RSVPs', async () => {
    const client = visitor();
    const events = await Promise.all(Array.from({ length: 3 }, () => rsvpEvent(app)));
    const queryClient = new QueryClient();
    for (const [i, eventId] of events.entries()) {
      await run(createRsvpMutationOptions(client, queryClient), {
        eventId,
        firstName: 'Page',
        lastName: `P${i}`,
        email: `page${i}@example.com`,
      });
    }
    const mine = await queryClient.fetchQuery(myRsvpsQueryOptions(client));
    expect(new Set(mine.map((r) => r.eventId))).toEqual(new Set(events));
  });
});
