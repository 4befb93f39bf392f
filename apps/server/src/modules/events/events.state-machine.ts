import type { EventStatus } from '@tessera/contracts';
import { defineStateMachine } from '../../platform/state-machine.ts';
import type { Lifecycle } from './events.status.ts';

/**
 * The event lifecycle over the wire statuses. Only DRAFT, PUBLISHED and CANCELED are stored
 * (`events.lifecycle`); UPCOMING / STARTED / ENDED follow the dates (events.status.ts), so the
 * clock rows below are what the ticker announces, not writes. Delete removes an event in any
 * state; clone makes a new one.
 */
export const eventLifecycle = defineStateMachine({
  name: 'event',
  idField: 'eventId',
  states: ['DRAFT', 'UPCOMING', 'STARTED', 'ENDED', 'CANCELED'] satisfies EventStatus[],
  illegalCode: 'INVALID_EVENT_STATUS_TRANSITION',
  transitions: [
    {
      action: 'publish',
      from: ['DRAFT'],
      to: ['UPCOMING', 'STARTED', 'ENDED'],
      already: { code: 'EVENT_ALREADY_PUBLISHED', description: 'is already published' },
    },
    { action: 'cancel', from: ['UPCOMING', 'STARTED'], to: 'CANCELED' },
    { action: 'start', from: ['UPCOMING'], to: 'STARTED', clock: 'startDate passes' },
    { action: 'end', from: ['UPCOMING', 'STARTED'], to: 'ENDED', clock: 'endDate passes' },
  ],
});

export type EventAction = (typeof eventLifecycle.transitions)[number]['action'];

/** The stored lifecycle of a status a transition leads to. */
export const lifecycleOf = (status: EventStatus): Lifecycle =>
  status === 'DRAFT' || status === 'CANCELED' ? status : 'PUBLISHED';
