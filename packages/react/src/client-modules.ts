import { TesseraClientError, type BaseClient, type Module } from '@tessera/sdk/core';
import type { EventsAdminModule, EventsReadModule } from '@tessera/sdk';

// The provider takes any client; every hook finds the module it calls through `moduleOf`, which
// says which module is missing (a visitor client built with `modules: { events }` has no owner calls).

/** How a hook finds one module on the provider's client. */
export interface ModuleLookup<T> {
  /** The module's key under `createClient`'s `modules`, e.g. `events` gives `client.events`. */
  readonly name: string;
  /** A call the module must have: tells the owner's `events` from the visitor's under one key. */
  readonly has: keyof T & string;
  /**
   * Builds the module on the client's own transport when the client lacks it (owner and member
   * calls: their hooks import them anyway). Without it the client must carry the module, so a
   * visitor bundle keeps only the calls its client was built with.
   */
  readonly build?: Module<T>;
  /** What to add, for the error: e.g. `the events module (@tessera/sdk/events)`. */
  readonly needs: string;
}

/** The module a hook calls: the client's own under `lookup.name`, or one built on its transport. */
export function moduleOf<T>(client: BaseClient, lookup: ModuleLookup<T>): T {
  const own = (client as unknown as Record<string, Partial<T> | undefined>)[lookup.name];
  if (typeof own?.[lookup.has] === 'function') return own as T;
  if (lookup.build) return lookup.build(client);
  throw new TesseraClientError(`This hook needs a client with ${lookup.needs}`);
}

export const EVENTS_READS: ModuleLookup<EventsReadModule> = {
  name: 'events',
  has: 'queryEvents',
  needs: 'the events module (@tessera/sdk/events)',
};

export const EVENTS_ADMIN: ModuleLookup<EventsAdminModule> = {
  name: 'events',
  has: 'createEvent',
  needs: 'the events-admin module (modules: { events: eventsAdmin })',
};

/** The visitor reads of the provider's client. */
export const eventsReads = (client: BaseClient): EventsReadModule => moduleOf(client, EVENTS_READS);

/** The owner's events calls of the provider's client. */
export const eventsAdmin = (client: BaseClient): EventsAdminModule => moduleOf(client, EVENTS_ADMIN);
