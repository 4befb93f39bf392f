import { EntityFqdn, type DomainEventName } from '@tessera/contracts';
import { MAX_POLICIES_PER_EVENT, type Policy } from '@tessera/contracts/policies';
import type { InputOf } from '@tessera/contracts/routes/index';
import type { policiesRoutes } from '@tessera/contracts/routes/policies.routes';
import { can, type Caller } from '../../platform/auth/caller.ts';
import { isoAt, type Clock } from '../../platform/clock.ts';
import type { Executor } from '../../platform/db.ts';
import { AppError, notFound, validationError, violation } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import { recordDomainEvent } from '../../platform/outbox.ts';
import { openListing } from '../../platform/query/listing.ts';
import { siteScope } from '../../platform/site-scope.ts';
import type { SiteTx, UnitOfWork } from '../../platform/unit-of-work.ts';
import { findEventRef as findEvent, lockEventRef as lockEvent } from '../events/index.ts';
import { policiesListing } from './policies.listing.ts';
import { toWirePolicy } from './policies.mapper.ts';
import {
  deletePolicyRow,
  findPolicy,
  insertPolicy,
  policiesOfEvent,
  updatePolicyIfRevision,
  writePolicyOrder,
  type PolicyRow,
} from './policies.store.ts';

type R = typeof policiesRoutes;

const policyNotFound = (policyId: string) =>
  notFound('POLICY_NOT_FOUND', `Policy ${policyId} not found`, { policyId });

/**
 * Policies of events. Every write locks its event's row first, so the limit of three per event
 * and the order hold with concurrent writers; an update names the revision it read and loses
 * (409) when another update came first.
 */
export class PoliciesService {
  private readonly listing;

  constructor(
    private readonly deps: {
      db: Executor;
      uow: UnitOfWork;
      clock: Clock;
      secrets: { cursorSecret(siteId: string): Promise<string> };
    },
  ) {
    this.listing = openListing(policiesListing, {
      db: deps.db,
      cursorSecret: (siteId) => deps.secrets.cursorSecret(siteId),
    });
  }

  private now(): string {
    return isoAt(this.deps.clock.now());
  }

  private unit<T>(caller: Caller, work: (unit: SiteTx) => Promise<T>): Promise<T> {
    return this.deps.uow.run(caller.siteId, work, { changes: ['policies'] });
  }

  private record(unit: SiteTx, name: DomainEventName, row: PolicyRow): Promise<void> {
    return recordDomainEvent(unit.db, {
      siteId: unit.siteId,
      name,
      entityFqdn: EntityFqdn.policy,
      entityId: row.id,
      payload: {
        eventId: row.event_id,
        timestamp: this.now(),
        policyId: row.id,
        name: row.name,
        revision: String(row.revision),
      },
    });
  }

  create(caller: Caller, input: InputOf<R['createPolicy']>): Promise<{ policy: Policy }> {
    const { name, body, eventId } = input.policy;
    const text = checkedText(name, body);
    return this.unit(caller, async (unit) => {
      await lockEvent(unit, eventId);
      const siblings = await policiesOfEvent(unit, eventId);
      if (siblings.length >= MAX_POLICIES_PER_EVENT) {
        throw new AppError(
          'CONFLICT',
          'POLICY_LIMIT_REACHED',
          'Maximum number of policies for the event has been reached',
          { eventId, max: MAX_POLICIES_PER_EVENT },
        );
      }
      const now = this.now();
      const row: PolicyRow = {
        site_id: unit.siteId,
        id: newId(),
        event_id: eventId,
        ...text,
        revision: 1,
        sort_index: siblings.length === 0 ? 0 : Math.max(...siblings.map((p) => p.sort_index)) + 1,
        created_date: now,
        updated_date: now,
      };
      await insertPolicy(unit, row);
      await this.record(unit, 'policy_created', row);
      return { policy: toWirePolicy(row) };
    });
  }

  update(caller: Caller, policyId: string, input: InputOf<R['updatePolicy']>): Promise<{ policy: Policy }> {
    const { policy } = input;
    if (policy.id && policy.id !== policyId) {
      throw validationError([violation('policy.id', 'must match the policy id in the path', 'VALIDATION')]);
    }
    const text = checkedText(policy.name, policy.body);
    const revision = Number(policy.revision);
    return this.unit(caller, async (unit) => {
      const current = await findPolicy(unit, policyId);
      if (!current) throw policyNotFound(policyId);
      if (policy.eventId !== current.event_id) {
        throw validationError([
          violation('policy.eventId', 'cannot change: a policy stays with its event', 'VALIDATION'),
        ]);
      }
      await lockEvent(unit, current.event_id);
      const now = this.now();
      if (!(await updatePolicyIfRevision(unit, policyId, revision, { ...text, updated_date: now }))) {
        throw new AppError(
          'CONFLICT',
          'POLICY_REVISION_MISMATCH',
          'The policy was changed since that revision',
          {
            policyId,
            revision: String(revision),
          },
        );
      }
      const row = { ...current, ...text, revision: revision + 1, updated_date: now };
      await this.record(unit, 'policy_updated', row);
      return { policy: toWirePolicy(row) };
    });
  }

  async delete(caller: Caller, policyId: string): Promise<Record<string, never>> {
    await this.unit(caller, async (unit) => {
      const current = await findPolicy(unit, policyId);
      if (!current) throw policyNotFound(policyId);
      await lockEvent(unit, current.event_id);
      await deletePolicyRow(unit, policyId);
      await this.record(unit, 'policy_deleted', current);
    });
    return {};
  }

  /** Moves a policy just before or after another of its event; answers the event's new order. */
  reorder(caller: Caller, input: InputOf<R['reorderEventPolicies']>): Promise<{ policies: Policy[] }> {
    const reference = input.beforePolicyId ?? input.afterPolicyId;
    if ((input.beforePolicyId === undefined) === (input.afterPolicyId === undefined)) {
      throw validationError([
        violation(
          'beforePolicyId',
          'give exactly one of beforePolicyId and afterPolicyId',
          'REQUIRED_ONE_OF_FIELD',
        ),
      ]);
    }
    if (reference === input.policyId) {
      throw new AppError('INVALID', 'INVALID_REORDER_INSTRUCTION', 'A policy cannot move next to itself', {});
    }
    return this.unit(caller, async (unit) => {
      await lockEvent(unit, input.eventId);
      const order = await policiesOfEvent(unit, input.eventId);
      const moving = order.find((p) => p.id === input.policyId);
      if (!moving) throw policyNotFound(input.policyId);
      const rest = order.filter((p) => p.id !== input.policyId);
      const at = rest.findIndex((p) => p.id === reference);
      if (at < 0) throw policyNotFound(reference!);
      rest.splice(input.beforePolicyId ? at : at + 1, 0, moving);
      await writePolicyOrder(
        unit,
        rest.map((p) => p.id),
      );
      return { policies: rest.map((row, index) => toWirePolicy({ ...row, sort_index: index })) };
    });
  }

  async get(caller: Caller, policyId: string): Promise<{ policy: Policy }> {
    const scope = siteScope(this.deps.db, caller.siteId);
    const row = await findPolicy(scope, policyId);
    if (!row) throw policyNotFound(policyId);
    if (!can(caller, 'events.manage')) {
      const event = await findEvent(scope, row.event_id);
      if (!event || event.lifecycle === 'DRAFT') throw policyNotFound(policyId);
    }
    return { policy: toWirePolicy(row) };
  }

  /** Policies by filter; by default in their event's order. Visitors see those of published events. */
  query(caller: Caller, input: InputOf<R['queryPolicies']>) {
    return this.listing.query(caller.siteId, caller, input.query);
  }
}

/** Name and body as stored: a name of only blanks is no name. */
function checkedText(name: string, body: string): { name: string; body: string } {
  const trimmed = name.trim();
  if (!trimmed) throw validationError([violation('policy.name', 'must not be empty', 'REQUIRED_FIELD')]);
  if (!body.trim()) throw validationError([violation('policy.body', 'must not be empty', 'REQUIRED_FIELD')]);
  return { name: trimmed, body };
}
