import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../src/platform/errors.ts';
import { openDatabase, type DatabaseHandle } from '../../src/platform/db.ts';
import { defineStateMachine, stateMachineTable } from '../../src/platform/state-machine.ts';
import { createTestDatabaseUrl } from '../support/database.ts';

// A reservation-like machine, as ticketing will declare one.
interface Hold {
  expired: boolean;
}
const holds = defineStateMachine({
  name: 'reservation',
  idField: 'reservationId',
  states: ['PENDING', 'CONFIRMED', 'CANCELED', 'EXPIRED'],
  illegalCode: 'INVALID_RESERVATION_STATUS_TRANSITION',
  transitions: [
    {
      action: 'confirm',
      from: ['PENDING'],
      to: 'CONFIRMED',
      guard: { name: 'the hold has not expired', holds: (hold: Hold) => !hold.expired, code: 'HOLD_EXPIRED' },
      already: { code: 'RESERVATION_ALREADY_CONFIRMED', description: 'is already confirmed' },
    },
    { action: 'cancel', from: ['PENDING', 'CONFIRMED'], to: 'CANCELED' },
    { action: 'expire', from: ['PENDING'], to: 'EXPIRED', clock: 'the hold ends' },
  ],
});

const refusal = (run: () => unknown): AppError => {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
};

describe('defineStateMachine', () => {
  it('returns the transition an action takes from a state', () => {
    expect(holds.assertTransition('confirm', 'PENDING', 'r1', { expired: false }).to).toBe('CONFIRMED');
    expect(holds.assertTransition('cancel', 'CONFIRMED', 'r1').to).toBe('CANCELED');
  });

  it('refuses an illegal transition with 428 and the machine code, naming subject and status', () => {
    const error = refusal(() => holds.assertTransition('cancel', 'EXPIRED', 'r1'));
    expect(error.status).toBe(428);
    expect(error.code).toBe('INVALID_RESERVATION_STATUS_TRANSITION');
    expect(error.data).toEqual({ reservationId: 'r1', status: 'EXPIRED' });
    expect(error.message).toBe('Cannot cancel a reservation whose status is EXPIRED');
  });

  it('refuses a repeat with its own code when declared', () => {
    const error = refusal(() => holds.assertTransition('confirm', 'CONFIRMED', 'r1', { expired: false }));
    expect(error.code).toBe('RESERVATION_ALREADY_CONFIRMED');
    expect(error.message).toBe('Reservation r1 is already confirmed');
  });

  it('refuses when a guard does not hold, with the guard code and name', () => {
    const error = refusal(() => holds.assertTransition('confirm', 'PENDING', 'r1', { expired: true }));
    expect(error.status).toBe(428);
    expect(error.code).toBe('HOLD_EXPIRED');
    expect(error.message).toContain('the hold has not expired');
  });

  it('lists the states an action starts from', () => {
    expect(holds.fromStates('cancel')).toEqual(['PENDING', 'CONFIRMED']);
  });

  it('rejects a declaration naming an unknown state', () => {
    expect(() =>
      defineStateMachine({
        name: 'thing',
        idField: 'thingId',
        states: ['A', 'B'],
        illegalCode: 'X',
        transitions: [{ action: 'go', from: ['A'], to: 'C' as 'B' }],
      }),
    ).toThrow(/unknown state C/);
  });

  it('prints itself as a markdown table', () => {
    expect(stateMachineTable(holds)).toBe(
      [
        'States: PENDING, CONFIRMED, CANCELED, EXPIRED. Any other move: 428 `INVALID_RESERVATION_STATUS_TRANSITION`.',
        '',
        '| action | from | to | by | guard | when already there |',
        '|---|---|---|---|---|---|',
        '| `confirm` | PENDING | CONFIRMED | call | the hold has not expired | `RESERVATION_ALREADY_CONFIRMED` |',
        '| `cancel` | PENDING, CONFIRMED | CANCELED | call |  |  |',
        '| `expire` | PENDING | EXPIRED | clock: the hold ends |  |  |',
      ].join('\n'),
    );
  });
});

describe('transitionWhere: a conditional UPDATE that holds across writers', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = openDatabase({
      databaseUrl: await createTestDatabaseUrl(),
      sqliteFile: ':memory:',
      poolSize: 4,
    });
    await sql`CREATE TABLE sm_holds (id text PRIMARY KEY, status text NOT NULL)`.execute(database.db);
    await sql`INSERT INTO sm_holds (id, status) VALUES ('h1', 'PENDING'), ('h2', 'EXPIRED')`.execute(
      database.db,
    );
  });
  afterAll(() => database?.destroy());

  const move = async (id: string, action: 'confirm' | 'cancel', to: string) => {
    const result = await sql`UPDATE sm_holds SET status = ${to}
      WHERE id = ${id} AND ${holds.transitionWhere(action, sql.ref('status'))}`.execute(database.db);
    return Number(result.numAffectedRows);
  };

  it('moves a row only from an allowed state, so of two racing writers one wins', async () => {
    const results = await Promise.all([
      move('h1', 'confirm', 'CONFIRMED'),
      move('h1', 'confirm', 'CONFIRMED'),
    ]);
    expect(results.sort()).toEqual([0, 1]);
    expect(await move('h2', 'cancel', 'CANCELED')).toBe(0);
    expect(await move('h1', 'cancel', 'CANCELED')).toBe(1);
  });

  it('answers the lost race with the illegal-transition refusal', () => {
    const error = holds.lostRace('confirm', 'h1');
    expect(error.code).toBe('INVALID_RESERVATION_STATUS_TRANSITION');
    expect(error.data).toEqual({ reservationId: 'h1', status: 'changed concurrently' });
  });
});
