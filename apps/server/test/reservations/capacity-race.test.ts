import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { capacityGuard } from '../../src/modules/ticket-definitions/index.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { startServersOnOneDatabase, type ServersOnOneDatabase } from '../support/servers-on-one-database.ts';

const PLACES = 50;
const BUYERS = 300;
/** 300 requests at once: seconds alone, much longer beside other test files on a busy box. */
const RUSH_TIMEOUT_MS = 120_000;

const eventBody = () => ({
  event: {
    title: 'Rush',
    location: { type: 'VENUE', name: 'Hall' },
    dateAndTimeSettings: {
      startDate: new Date(Date.now() + 86_400_000).toISOString(),
      endDate: new Date(Date.now() + 90_000_000).toISOString(),
      timeZoneId: 'Etc/UTC',
    },
    registration: { initialType: 'TICKETING' },
  },
});

type Inject = (options: {
  method: 'POST' | 'GET';
  url: string;
  headers?: Record<string, string>;
  payload?: unknown;
}) => Promise<{
  statusCode: number;
  body: string;
  json(): any;
}>;

/** An event with one definition of `PLACES` places; answers its ids. */
async function onSale(inject: Inject, owner: Record<string, string>) {
  const event = await inject({
    method: 'POST',
    url: '/events/v3/events',
    headers: owner,
    payload: eventBody(),
  });
  const eventId = event.json().event.id;
  const def = await inject({
    method: 'POST',
    url: '/events-ticket-definitions/v3/ticket-definitions',
    headers: owner,
    payload: { ticketDefinition: { eventId, name: 'Rush', initialLimit: PLACES } },
  });
  return { eventId, definitionId: def.json().ticketDefinition.id as string };
}

/** `BUYERS` reservations of one ticket at once, spread over the given servers; answers the statuses. */
async function rush(
  servers: Inject[],
  headers: Array<Record<string, string>>,
  eventId: string,
  definitionId: string,
) {
  const answers = await Promise.all(
    Array.from({ length: BUYERS }, (_, i) =>
      servers[i % servers.length]({
        method: 'POST',
        url: '/events/v1/checkout/reservations',
        headers: headers[i % headers.length],
        payload: { eventId, ticketQuantities: [{ ticketDefinitionId: definitionId, quantity: 1 }] },
      }),
    ),
  );
  const statuses = answers.map((a) => a.statusCode);
  const unexpected = answers.filter((a) => a.statusCode !== 200 && a.statusCode !== 409);
  expect(unexpected.map((a) => a.body)).toEqual([]);
  return statuses;
}

describe('no capacity is ever exceeded: one server', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());
  afterEach(() => {
    capacityGuard.enabled = true;
  });

  it(
    `${BUYERS} simultaneous reservations for ${PLACES} places hold exactly ${PLACES}`,
    async () => {
      const { eventId, definitionId } = await onSale(app.request, app.ownerHeaders());
      const visitors = await Promise.all(Array.from({ length: 10 }, () => app.visitorHeaders()));
      const statuses = await rush([app.request], visitors, eventId, definitionId);
      expect(statuses.filter((s) => s === 200)).toHaveLength(PLACES);
      const counter = await app.db
        .selectFrom('ticket_counters')
        .selectAll()
        .where('definition_id', '=', definitionId)
        .executeTakeFirstOrThrow();
      expect(counter.held).toBe(PLACES);
      const rows = await app.db
        .selectFrom('reservations')
        .select('id')
        .where('event_id', '=', eventId)
        .execute();
      expect(rows).toHaveLength(PLACES);
    },
    RUSH_TIMEOUT_MS,
  );

  it(
    'negative control: with the guard off (read, then write) the same rush oversells',
    async () => {
      capacityGuard.enabled = false;
      const { eventId, definitionId } = await onSale(app.request, app.ownerHeaders());
      const visitors = await Promise.all(Array.from({ length: 10 }, () => app.visitorHeaders()));
      const statuses = await rush([app.request], visitors, eventId, definitionId);
      expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(PLACES);
    },
    RUSH_TIMEOUT_MS,
  );
});

describe('no capacity is ever exceeded: three servers on one database', () => {
  let servers: ServersOnOneDatabase;
  beforeAll(async () => {
    servers = await startServersOnOneDatabase(3);
  });
  afterAll(() => servers.close());
  afterEach(() => {
    capacityGuard.enabled = true;
  });

  const injects = () =>
    servers.apps.map(
      (app): Inject =>
        (o) =>
          app.server.inject(o as never) as never,
    );
  const visitors = async () => {
    const headers: Array<Record<string, string>> = [];
    for (let i = 0; i < 9; i++) {
      const token = await servers.apps[i % 3].server.inject({
        method: 'POST',
        url: '/oauth2/token',
        payload: { clientId: servers.site.clientId, grantType: 'anonymous' },
      });
      headers.push({ authorization: token.json().access_token });
    }
    return headers;
  };

  it(
    `${BUYERS} reservations over three servers hold exactly ${PLACES}`,
    async () => {
      const [first] = injects();
      const { eventId, definitionId } = await onSale(first, servers.owner());
      const statuses = await rush(injects(), await visitors(), eventId, definitionId);
      expect(statuses.filter((s) => s === 200)).toHaveLength(PLACES);
      const counter = await servers.databases[0].db
        .selectFrom('ticket_counters')
        .selectAll()
        .where('definition_id', '=', definitionId)
        .executeTakeFirstOrThrow();
      expect(counter.held).toBe(PLACES);
      const rows = await servers.databases[0].db
        .selectFrom('reservations')
        .select('id')
        .where('event_id', '=', eventId)
        .execute();
      expect(rows).toHaveLength(PLACES);
    },
    RUSH_TIMEOUT_MS,
  );

  it(
    'negative control over three servers: the guard off oversells',
    async () => {
      capacityGuard.enabled = false;
      const [first] = injects();
      const { eventId, definitionId } = await onSale(first, servers.owner());
      const statuses = await rush(injects(), await visitors(), eventId, definitionId);
      expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(PLACES);
    },
    RUSH_TIMEOUT_MS,
  );
});
