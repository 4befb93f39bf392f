import type { policiesRoutes } from '@tessera/contracts/routes/index';
import type { SampleFixtures, SamplesOf } from './types.ts';

/**
 * An event of its own (the fuzz suite's `freshEvent` answers one event every time, and an event
 * holds at most three policies).
 */
async function policyEvent(fx: SampleFixtures): Promise<string> {
  const response = await fx.app.request({
    method: 'POST',
    url: '/events/v3/events',
    headers: fx.app.ownerHeaders(),
    payload: {
      event: {
        title: 'Policy Event',
        location: { type: 'VENUE', name: 'Hall' },
        dateAndTimeSettings: { startDate: '2031-03-01T18:00:00.000Z', endDate: '2031-03-01T20:00:00.000Z' },
        registration: { initialType: 'RSVP' },
      },
    },
  });
  if (response.statusCode !== 200) throw new Error(`sample policy event: ${response.body}`);
  return (response.json() as { event: { id: string } }).event.id;
}

/** A policy of an event of its own, created by the owner. */
async function samplePolicy(fx: SampleFixtures, eventId?: string): Promise<{ id: string; eventId: string }> {
  const event = eventId ?? (await policyEvent(fx));
  const response = await fx.app.request({
    method: 'POST',
    url: '/events-policies/v2/policies',
    headers: fx.app.ownerHeaders(),
    payload: { policy: { eventId: event, name: 'Refunds', body: '<p>Up to a week before.</p>' } },
  });
  if (response.statusCode !== 200) throw new Error(`sample policy: ${response.body}`);
  return { id: (response.json() as { policy: { id: string } }).policy.id, eventId: event };
}

/** Policies of events (modules/policies). */
export const policiesSamples: SamplesOf<typeof policiesRoutes> = {
  CreatePolicy: async (fx) => ({
    input: { policy: { eventId: await policyEvent(fx), name: 'Refunds', body: 'No refunds.' } },
  }),
  UpdatePolicy: async (fx) => {
    const policy = await samplePolicy(fx);
    return {
      params: { policyId: policy.id },
      input: { policy: { eventId: policy.eventId, revision: '1', name: 'Transfers', body: 'Allowed.' } },
    };
  },
  DeletePolicy: async (fx) => ({ params: { policyId: (await samplePolicy(fx)).id } }),
  QueryPolicies: (fx) => ({ input: { query: { filter: { eventId: fx.eventId } } } }),
  ReorderEventPolicies: async (fx) => {
    const first = await samplePolicy(fx);
    const second = await samplePolicy(fx, first.eventId);
    return { input: { eventId: first.eventId, policyId: second.id, beforePolicyId: first.id } };
  },
  GetPolicy: async (fx) => ({ params: { policyId: (await samplePolicy(fx)).id } }),
};
