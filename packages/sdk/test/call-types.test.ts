import type { ResponseOf } from '@tessera/contracts/routes/index';
import type { eventsRoutes, membersRoutes, sitesRoutes } from '@tessera/contracts/routes/index';
import * as eventEndpoints from '@tessera/contracts/routes/events.endpoints';
import * as memberEndpoints from '@tessera/contracts/routes/members.endpoints';
import * as siteEndpoints from '@tessera/contracts/routes/sites.endpoints';
import { describe, expectTypeOf, it } from 'vitest';
import { callerOf, type Call, type CallAnswer, type RouteOf } from '../src/modules/endpoint-call.ts';
import type { HttpClient } from '../src/transport.ts';

// The answer of `call` is the route's response type, taken from the route table's schemas by type
// only; params and input are the route's too. Checked by the type checker (`tsc`), run by vitest.

describe('call(endpoint, params, input): types from the route table', () => {
  const http = { baseUrl: 'http://x', request: () => Promise.resolve({}) } as unknown as HttpClient;
  const call: Call = callerOf(http);

  it('an endpoint finds its route by operation id', () => {
    expectTypeOf<RouteOf<typeof eventEndpoints.createEvent>>().toEqualTypeOf<
      typeof eventsRoutes.createEvent
    >();
    expectTypeOf<RouteOf<typeof siteEndpoints.getSiteSettings>>().toEqualTypeOf<
      typeof sitesRoutes.getSiteSettings
    >();
  });

  it("a call's answer type is the route's response type", () => {
    expectTypeOf(call(eventEndpoints.createEvent, {}, { event: {} })).resolves.toEqualTypeOf<
      ResponseOf<typeof eventsRoutes.createEvent>
    >();
    expectTypeOf(call(eventEndpoints.queryEvents, {}, {})).resolves.toEqualTypeOf<
      ResponseOf<typeof eventsRoutes.queryEvents>
    >();
    expectTypeOf(call(memberEndpoints.queryMembers, {}, {})).resolves.toEqualTypeOf<
      ResponseOf<typeof membersRoutes.queryMembers>
    >();
    expectTypeOf<CallAnswer<typeof siteEndpoints.updateSiteSettings>>().toEqualTypeOf<{
      settings: { name: string; logoUrl: string };
    }>();
    // Not `any`: a field the answer lacks is an error.
    expectTypeOf<CallAnswer<typeof eventEndpoints.getEvent>>().not.toBeAny();
    expectTypeOf<CallAnswer<typeof eventEndpoints.getEvent>>().toHaveProperty('event');
  });

  it("params and input are the route's: a wrong one does not compile", () => {
    // Never run: only the type checker looks at these calls.
    const wrongCalls = () => [
      // @ts-expect-error the path parameter is eventId
      call(eventEndpoints.getEvent, { id: 'e1' }, {}),
      // @ts-expect-error updateSiteSettings takes { settings }
      call(siteEndpoints.updateSiteSettings, {}, { name: 'x' }),
      // @ts-expect-error name is a string
      call(siteEndpoints.updateSiteSettings, {}, { settings: { name: 1 } }),
    ];
    expectTypeOf(wrongCalls).toBeFunction();
  });
});
