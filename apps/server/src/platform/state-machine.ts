import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import { AppError } from './errors.ts';

/**
 * A condition a transition needs beyond the current state (capacity left, not yet refunded…).
 * `name` is what the docs table and the refusal say; `code` overrides the machine's error code.
 */
export interface Guard<C> {
  readonly name: string;
  readonly holds: (context: C) => boolean;
  readonly code?: string;
}

/** One row of the table: `action` moves a subject from any of `from` to `to`. */
export interface Transition<S extends string, A extends string, C = never> {
  readonly action: A;
  readonly from: readonly S[];
  /** Several targets when the data decides (a published event's status follows its dates). */
  readonly to: S | readonly S[];
  readonly guard?: Guard<C>;
  /** Set for transitions made by time passing, not by a call (e.g. `startDate passes`). */
  readonly clock?: string;
  /** Refusal code when the subject is already in a target state (e.g. `EVENT_ALREADY_PUBLISHED`). */
  readonly already?: { readonly code: string; readonly description: string };
}

export interface StateMachineSpec<S extends string, A extends string, C = never> {
  /** What moves, as the docs and messages name it: `event`, `reservation`, `order`. */
  readonly name: string;
  /** The field of the error data naming the subject: `eventId`. */
  readonly idField: string;
  readonly states: readonly S[];
  readonly transitions: readonly Transition<S, A, C>[];
  /** Code of an illegal transition (428, spec §8 application error). */
  readonly illegalCode: string;
}

export interface StateMachine<S extends string, A extends string, C = never> extends StateMachineSpec<
  S,
  A,
  C
> {
  /** The transition `action` takes from `current`, or the refusal (428) when there is none. */
  assertTransition(action: A, current: S, subjectId: string, context?: C): Transition<S, A, C>;
  /** The states `action` may start from (for a bulk call's selection). */
  fromStates(action: A): S[];
  /**
   * `status IN (states action may start from)`, for the WHERE of a conditional UPDATE: a
   * transition holds across processes even when two of them checked the same old state.
   */
  transitionWhere(action: A, status: Expression<string>): RawBuilder<SqlBool>;
  /** The refusal for a conditional UPDATE that moved nothing (another writer came first). */
  lostRace(action: A, subjectId: string): AppError;
}

const targetsOf = <S extends string>(to: S | readonly S[]): readonly S[] =>
  typeof to === 'string' ? [to as S] : (to as readonly S[]);

const article = (noun: string) => (/^[aeiou]/i.test(noun) ? `an ${noun}` : `a ${noun}`);
const capitalised = (noun: string) => noun.charAt(0).toUpperCase() + noun.slice(1);

/**
 * Declares a state machine as data: its states and the transitions between them, each with the
 * action that makes it and an optional guard. Services ask it before writing
 * (`assertTransition`) and write with its condition (`transitionWhere`); the docs print it
 * (`stateMachineTable`). Reservations, orders, payments and RSVPs are declared the same way.
 */
export function defineStateMachine<const S extends string, const A extends string, C = never>(
  spec: StateMachineSpec<S, A, C>,
): StateMachine<S, A, C> {
  for (const transition of spec.transitions) {
    for (const state of [...transition.from, ...targetsOf(transition.to)]) {
      if (!spec.states.includes(state)) {
        throw new Error(`${spec.name}: transition ${transition.action} names unknown state ${state}`);
      }
    }
  }
  const refusal = (code: string, description: string, subjectId: string, status: string) =>
    new AppError('PRECONDITION', code, description, { [spec.idField]: subjectId, status });
  const illegal = (action: A, subjectId: string, status: string) =>
    refusal(
      spec.illegalCode,
      `Cannot ${action} ${article(spec.name)} whose status is ${status}`,
      subjectId,
      status,
    );
  const byAction = (action: A) => spec.transitions.filter((t) => t.action === action);
  const fromStates = (action: A) => [...new Set(byAction(action).flatMap((t) => t.from))];

  return {
    ...spec,
    fromStates,
    assertTransition(action, current, subjectId, context) {
      const candidates = byAction(action);
      const transition = candidates.find((t) => t.from.includes(current));
      if (!transition) {
        const repeated = candidates.find((t) => t.already && targetsOf(t.to).includes(current));
        if (repeated?.already) {
          const description = `${capitalised(spec.name)} ${subjectId} ${repeated.already.description}`;
          throw refusal(repeated.already.code, description, subjectId, current);
        }
        throw illegal(action, subjectId, current);
      }
      const guard = transition.guard;
      if (guard && !guard.holds(context as C)) {
        throw refusal(
          guard.code ?? spec.illegalCode,
          `Cannot ${action} ${article(spec.name)} ${subjectId}: ${guard.name}`,
          subjectId,
          current,
        );
      }
      return transition;
    },
    transitionWhere(action, status) {
      const from = fromStates(action);
      if (from.length === 0) return sql<SqlBool>`1 = 0`;
      return sql<SqlBool>`${status} IN (${sql.join(from)})`;
    },
    lostRace: (action, subjectId) => illegal(action, subjectId, 'changed concurrently'),
  };
}

const cell = (text: string) => text.replace(/\|/g, '\\|');

/** What the docs print of a machine, whatever its states, actions and guard context. */
export interface DocumentedMachine {
  readonly name: string;
  readonly states: readonly string[];
  readonly illegalCode: string;
  readonly transitions: readonly {
    readonly action: string;
    readonly from: readonly string[];
    readonly to: string | readonly string[];
    readonly guard?: { readonly name: string };
    readonly clock?: string;
    readonly already?: { readonly code: string };
  }[];
}

/** The machine as a markdown table (docs/architecture.md carries it; a test keeps them equal). */
export function stateMachineTable(machine: DocumentedMachine): string {
  const rows = machine.transitions.map((t) =>
    [
      `\`${t.action}\``,
      t.from.join(', '),
      targetsOf(t.to).join(' / '),
      t.clock ? `clock: ${t.clock}` : 'call',
      t.guard ? t.guard.name : '',
      t.already ? `\`${t.already.code}\`` : '',
    ]
      .map(cell)
      .join(' | '),
  );
  return [
    `States: ${machine.states.join(', ')}. Any other move: 428 \`${machine.illegalCode}\`.`,
    '',
    '| action | from | to | by | guard | when already there |',
    '|---|---|---|---|---|---|',
    ...rows.map((row) => `| ${row} |`),
  ].join('\n');
}
