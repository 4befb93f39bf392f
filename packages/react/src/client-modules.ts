import { TesseraClientError, type BaseClient } from '@tessera/sdk/core';
import type { EventsAdminModule, EventsReadModule } from '@tessera/sdk';

// The provider takes any client; a hook finds the module it needs or says which one is missing
// (a visitor client built with `modules: { events }` has no owner calls).

export function eventsReads(client: BaseClient): EventsReadModule {
  const events = (client as { events?: Partial<EventsReadModule> }).events;
  if (typeof events?.queryEvents !== 'function' || typeof events.getEventBySlug !== 'function') {
    throw new TesseraClientError('This hook needs a client with the events module (@tessera/sdk/events)');
  }
  return events as EventsReadModule;
}

export function eventsAdmin(client: BaseClient): EventsAdminModule {
  const events = (client as { events?: Partial<EventsAdminModule> }).events;
  if (typeof events?.createEvent !== 'function') {
    throw new TesseraClientError(
      'This hook needs a client with the events-admin module (modules: { events: eventsAdmin })',
    );
  }
  return events as EventsAdminModule;
}
