import { sql } from 'kysely';
import { DEFAULT_RESERVATION_MINUTES as DEFAULT_MINUTES } from '@tessera/contracts/reservations';
import type { InputOf } from '@tessera/contracts/routes/index';
import type { eventsSettingsRoutes as R } from '@tessera/contracts/routes/index';
import type { Caller } from '../../platform/auth/caller.ts';
import { isoAt, type Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import {
  insertIntoSite,
  selectFromSite,
  siteScope,
  updateSiteTable,
  type SiteScope,
} from '../../platform/site-scope.ts';
import type { SiteTx, UnitOfWork } from '../../platform/unit-of-work.ts';
import type { EventsSettingsTable } from './events-settings.schema.ts';

type Row = Omit<EventsSettingsTable, 'site_id'>;
type Requested = readonly ('SITE_INFO' | 'EVENTS_INFO' | 'SERVICE_FEE_SETTINGS' | 'PAYMENT_SETTINGS')[];

/** No row: what a site has until its owner changes something. */
const DEFAULTS: Row = {
  delayed_capture: 0,
  reservation_minutes: null,
  revision: 0,
  created_date: '',
  updated_date: '',
};

const settingsNotFound = () => notFound('EVENTS_SETTINGS_NOT_FOUND', 'Events settings not found');

const readRow = (scope: SiteScope) =>
  selectFromSite(scope, 'events_settings')
    .select(['delayed_capture', 'reservation_minutes', 'revision', 'created_date', 'updated_date'])
    .executeTakeFirst() as Promise<Row | undefined>;

/**
 * One settings document per site, its id the site's id (stable before any row exists). Reads of
 * a site without a row answer the defaults; the first change inserts them `ON CONFLICT DO
 * NOTHING` and locks the row, so two first changes at once both land.
 */
export class EventsSettingsService {
  constructor(private readonly deps: { db: Db; uow: UnitOfWork; clock: Clock }) {}

  /** The hold duration of a reservation whose event sets none (null: the platform default). */
  async reservationMinutes(siteId: string): Promise<number | null> {
    return (await readRow(siteScope(this.deps.db, siteId)))?.reservation_minutes ?? null;
  }

  async get(caller: Caller, fields: Requested | undefined) {
    const scope = siteScope(this.deps.db, caller.siteId);
    return this.shape(scope, (await readRow(scope)) ?? DEFAULTS, fields);
  }

  async update(caller: Caller, id: string, input: InputOf<typeof R.updateEventsSettings>) {
    if (id !== caller.siteId) throw settingsNotFound();
    const body = input.eventsSettings;
    const row = await this.deps.uow.run(
      caller.siteId,
      async (unit) => {
        const now = isoAt(this.deps.clock.now());
        const current = await lock(unit, now);
        if (body.revision && body.revision !== String(current.revision)) {
          throw new AppError(
            'CONFLICT',
            'REVISION_MISMATCH',
            'The events settings changed since they were read',
            {
              currentRevision: String(current.revision),
            },
          );
        }
        const enabled = body.paymentSettings?.delayedPaymentCaptureSettings?.enabled;
        const reservation = body.reservationSettings;
        const next: Row = {
          ...current,
          delayed_capture:
            enabled === undefined || enabled === null ? current.delayed_capture : enabled ? 1 : 0,
          reservation_minutes:
            reservation === null
              ? null
              : reservation?.reservationDurationInMinutes !== undefined
                ? reservation.reservationDurationInMinutes
                : current.reservation_minutes,
          revision: current.revision + 1,
          updated_date: now,
        };
        await updateSiteTable(unit, 'events_settings')
          .set({
            delayed_capture: next.delayed_capture,
            reservation_minutes: next.reservation_minutes,
            revision: sql`revision + 1`,
            updated_date: now,
          })
          .execute();
        return next;
      },
      { changes: ['siteSettings'] },
    );
    return this.shape(siteScope(this.deps.db, caller.siteId), row, input.fields);
  }

  private async shape(scope: SiteScope, row: Row, fields: Requested | undefined) {
    const asked = new Set(fields ?? []);
    const eventsInfo = asked.has('EVENTS_INFO') ? await this.eventsInfo(scope) : undefined;
    return {
      eventsSettings: {
        id: scope.siteId,
        createdDate: row.created_date || null,
        updatedDate: row.updated_date || null,
        revision: String(row.revision),
        ...(asked.has('SITE_INFO')
          ? { siteInfo: { locale: null, language: null, premiumFeatures: ['SELL_TICKETS'] } }
          : {}),
        ...(eventsInfo ? { eventsInfo } : {}),
        ...(asked.has('SERVICE_FEE_SETTINGS') ? { serviceFeeSettings: { serviceFeeEnabled: false } } : {}),
        ...(asked.has('PAYMENT_SETTINGS')
          ? {
              paymentSettings: {
                ticketSalesEnabled: true,
                activePaymentMethods: [],
                couponsAccepted: false,
                giftCardsAccepted: false,
                delayedPaymentCaptureSettings: { enabled: row.delayed_capture === 1 },
              },
            }
          : {}),
        reservationSettings: {
          reservationDurationInMinutes: row.reservation_minutes ?? DEFAULT_MINUTES,
        },
      },
    };
  }

  /** Whether the site has events, sells tickets, sells paid ones: three indexed existence probes. */
  private async eventsInfo(scope: SiteScope) {
    const exists = async (query: { executeTakeFirst(): Promise<unknown> }) =>
      (await query.executeTakeFirst()) !== undefined;
    const [firstEventCreated, sellingTickets, sellingPaidTickets] = await Promise.all([
      exists(selectFromSite(scope, 'events').select('id').limit(1)),
      exists(selectFromSite(scope, 'ticket_definitions').select('id').limit(1)),
      exists(selectFromSite(scope, 'ticket_definitions').select('id').where('price_minor', '>', 0).limit(1)),
    ]);
    return { firstEventCreated, sellingTickets, sellingPaidTickets };
  }
}

async function lock(unit: SiteTx, now: string): Promise<Row> {
  await insertIntoSite(unit, 'events_settings', [{ ...DEFAULTS, created_date: now, updated_date: now }])
    .onConflict((oc) => oc.column('site_id').doNothing())
    .execute();
  return (await unit
    .forUpdate(
      selectFromSite(unit, 'events_settings').select([
        'delayed_capture',
        'reservation_minutes',
        'revision',
        'created_date',
        'updated_date',
      ]),
    )
    .executeTakeFirstOrThrow()) as Row;
}
