import { EntityFqdn, type DomainEventName, type DomainEventPayload } from '@tessera/contracts';
import {
  FormLimits,
  type AddControlRequest,
  type Form,
  type GetFormResponse,
  type InputControl,
  type UpdateControlRequest,
  type UpdateMessagesRequest,
} from '@tessera/contracts/event-forms';
import { can, type Caller } from '../../platform/auth/caller.ts';
import { isoAt, type Clock } from '../../platform/clock.ts';
import type { Executor } from '../../platform/db.ts';
import { AppError, notFound, validationError, violation } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import { recordDomainEvent } from '../../platform/outbox.ts';
import { siteScope, type SiteScope } from '../../platform/site-scope.ts';
import type { SiteTx, UnitOfWork } from '../../platform/unit-of-work.ts';
import { eventNotFound, findEventRef as findEvent } from '../events/index.ts';
import { findForm, lockForm, writeForm, type FormRow } from './event-forms.store.ts';
import {
  ADDABLE_KINDS,
  UPDATABLE_KINDS,
  buildControl,
  chooseControl,
  kindOf,
  type ChosenControl,
} from './form-controls.ts';
import { control, defaultForm, renumber, wireForm, type StoredForm } from './form-document.ts';
import { updatedMessages } from './form-messages.ts';

const MANAGE = 'events.manage';

const controlNotFound = (id: string) =>
  notFound('FORM_CONTROL_NOT_FOUND', `The form has no control ${id}`, { id });

/** The form an event has now: its own published form, or the default one. */
const publishedOf = (row: FormRow | undefined): StoredForm => row?.published ?? defaultForm();
/** The draft owners edit: the pending draft, else a copy of the published form. */
const draftOf = (row: FormRow): StoredForm => structuredClone(row.draft ?? row.published);

/**
 * The registration form of events. Every edit locks the event's form row (made with the default
 * form on the first edit) and changes the draft; publishing makes the draft what visitors see
 * and what answers are checked against (`validateFormAnswers`).
 */
export class EventFormsService {
  constructor(private readonly deps: { db: Executor; uow: UnitOfWork; clock: Clock }) {}

  private now(): string {
    return isoAt(this.deps.clock.now());
  }

  /** GetForm: visitors read the published form of a visible event; managers also the draft. */
  async get(caller: Caller, eventId: string, fields: readonly string[] = []): Promise<GetFormResponse> {
    const scope = siteScope(this.deps.db, caller.siteId);
    const manager = can(caller, MANAGE);
    const event = await findEvent(scope, eventId);
    if (!event || (event.lifecycle === 'DRAFT' && !manager)) throw eventNotFound(eventId);
    const row = await findForm(scope, eventId);
    const form = wireForm(publishedOf(row), false);
    if (!manager) return { form };
    const withDeleted = fields.includes('DELETED');
    return {
      form: withDeleted ? wireForm(publishedOf(row), true) : form,
      draftForm: wireForm(row?.draft ?? publishedOf(row), withDeleted),
    };
  }

  /**
   * The published form answers are checked against (checkout, RSVP), read in the caller's
   * transaction when it passes one. Undefined when the site has no such event.
   */
  async publishedForm(scope: SiteScope, eventId: string): Promise<Form | undefined> {
    if (!(await findEvent(scope, eventId))) return undefined;
    return wireForm(publishedOf(await findForm(scope, eventId)));
  }

  async addControl(
    caller: Caller,
    eventId: string,
    input: AddControlRequest,
  ): Promise<{ id: string; form: Form }> {
    const chosen = chooseControl(input, ADDABLE_KINDS);
    if ('violatedRule' in chosen) throw validationError([chosen]);
    return this.editDraft(caller, eventId, async (draft, unit) => {
      const live = draft.controls.filter((c) => !c.deleted);
      if (live.length >= FormLimits.maxControls) {
        throw validationError([
          violation('form.controls', `a form holds at most ${FormLimits.maxControls} controls`, 'MAX_SIZE', {
            max: FormLimits.maxControls,
          }),
        ]);
      }
      if (chosen.kind === 'additionalGuests' && live.some((c) => c.type === 'GUEST_CONTROL')) {
        throw validationError([
          violation('additionalGuests', 'the form already has an additional guests control', 'VALIDATION'),
        ]);
      }
      const built = buildOrThrow(chosen, draft.nextInput);
      const id = newId();
      const orderIndex = live.reduce((top, c) => Math.max(top, c.orderIndex + 1), 0);
      draft.controls.push(control(id, built.type, orderIndex, false, built.inputs));
      draft.nextInput += 1;
      draft.controls = renumber(draft.controls);
      await this.record(unit, 'form_control_added', { eventId, controlId: id, type: built.type });
      return { id };
    });
  }

  async updateControl(
    caller: Caller,
    eventId: string,
    controlId: string,
    input: UpdateControlRequest,
  ): Promise<{ form: Form }> {
    if (input.id !== undefined && input.id !== controlId) {
      throw validationError([violation('id', 'must match the control id in the path', 'VALIDATION')]);
    }
    const chosen = chooseControl(input, UPDATABLE_KINDS);
    if ('violatedRule' in chosen) throw validationError([chosen]);
    return this.editDraft(caller, eventId, async (draft, unit) => {
      const index = draft.controls.findIndex((c) => c.id === controlId && !c.deleted);
      if (index < 0) throw controlNotFound(controlId);
      const current = draft.controls[index]!;
      const kind = kindOf(current);
      if (chosen.kind !== kind) {
        throw validationError([
          violation(
            chosen.kind,
            `control ${controlId} is changed with \`${kind}\`, not \`${chosen.kind}\``,
            'VALIDATION',
            {
              expected: kind,
            },
          ),
        ]);
      }
      const built = buildOrThrow(chosen, draft.nextInput, current);
      const next: InputControl = {
        ...control(current.id, built.type, current.orderIndex, current.system, built.inputs),
      };
      draft.controls[index] = next;
      if (input.orderIndex !== undefined && !current.system) moveTo(draft, next, input.orderIndex);
      draft.controls = renumber(draft.controls);
      await this.record(unit, 'form_control_updated', { eventId, controlId, type: built.type });
      return {};
    });
  }

  async deleteControl(caller: Caller, eventId: string, controlId: string): Promise<{ form: Form }> {
    return this.editDraft(caller, eventId, async (draft, unit, row) => {
      const index = draft.controls.findIndex((c) => c.id === controlId && !c.deleted);
      if (index < 0) throw controlNotFound(controlId);
      const current = draft.controls[index]!;
      if (current.system) {
        throw new AppError('INVALID', 'SYSTEM_CONTROL', 'The name and email controls cannot be removed', {
          id: controlId,
        });
      }
      // A published control stays, flagged: answers kept in orders still name its inputs.
      if (row.published.controls.some((c) => c.id === controlId))
        draft.controls[index] = { ...current, deleted: true };
      else draft.controls.splice(index, 1);
      draft.controls = renumber(draft.controls);
      await this.record(unit, 'form_control_deleted', { eventId, controlId, type: current.type });
      return {};
    });
  }

  async updateMessages(
    caller: Caller,
    eventId: string,
    input: UpdateMessagesRequest,
  ): Promise<{ form: Form }> {
    return this.editDraft(caller, eventId, async (draft, unit) => {
      draft.messages = updatedMessages(draft.messages, input.messages, input.fields);
      const fields = typeof input.fields === 'string' ? input.fields.split(',') : (input.fields ?? []);
      await this.record(unit, 'form_messages_updated', {
        eventId,
        fields: fields.map((f) => f.trim()).filter(Boolean),
      });
      return {};
    });
  }

  /** The draft becomes the published form (nothing changes when no draft is pending). */
  async publishDraft(caller: Caller, eventId: string): Promise<{ form: Form }> {
    return this.onEvent(caller, eventId, async (unit) => {
      const now = this.now();
      const row = await lockForm(unit, eventId, now);
      if (!row.draft) return { form: wireForm(row.published) };
      await writeForm(unit, eventId, { published: row.draft, draft: null }, now);
      await this.record(unit, 'form_published', {
        eventId,
        controls: row.draft.controls.filter((c) => !c.deleted).length,
      });
      return { form: wireForm(row.draft) };
    });
  }

  /** Drops the pending draft: the draft is the published form again. */
  async discardDraft(caller: Caller, eventId: string): Promise<Record<string, never>> {
    return this.onEvent(caller, eventId, async (unit) => {
      if (!(await findForm(unit, eventId))?.draft) return {};
      const now = this.now();
      if (!(await lockForm(unit, eventId, now)).draft) return {};
      await writeForm(unit, eventId, { draft: null }, now);
      await this.record(unit, 'form_draft_discarded', { eventId });
      return {};
    });
  }

  /** One edit of the draft under the form row's lock; answers the draft as it now is. */
  private editDraft<T extends object>(
    caller: Caller,
    eventId: string,
    edit: (draft: StoredForm, unit: SiteTx, row: FormRow) => Promise<T>,
  ): Promise<T & { form: Form }> {
    return this.onEvent(caller, eventId, async (unit) => {
      const now = this.now();
      const row = await lockForm(unit, eventId, now);
      const draft = draftOf(row);
      const extra = await edit(draft, unit, row);
      await writeForm(unit, eventId, { draft }, now);
      return { ...extra, form: wireForm(draft) };
    });
  }

  /** A unit of work on the form of an event of the caller's site (404 when there is none). */
  private onEvent<T>(caller: Caller, eventId: string, work: (unit: SiteTx) => Promise<T>): Promise<T> {
    return this.deps.uow.run(
      caller.siteId,
      async (unit) => {
        if (!(await findEvent(unit, eventId))) throw eventNotFound(eventId);
        return work(unit);
      },
      { changes: ['forms'] },
    );
  }

  private record<N extends FormDomainEvent>(
    unit: SiteTx,
    name: N,
    payload: Omit<DomainEventPayload<N>, 'timestamp'>,
  ): Promise<void> {
    return recordDomainEvent(unit.db, {
      siteId: unit.siteId,
      name,
      entityFqdn: EntityFqdn.form,
      entityId: payload.eventId,
      payload: { ...payload, timestamp: this.now() },
    });
  }
}

type FormDomainEvent = Extract<DomainEventName, `form_${string}`>;

function buildOrThrow(chosen: ChosenControl, seq: number, existing?: InputControl) {
  const built = buildControl(chosen, seq, existing);
  if (Array.isArray(built)) throw validationError(built);
  return built;
}

/** Moves a custom control to position `target` among the live controls (after name and email). */
function moveTo(draft: StoredForm, moved: InputControl, target: number): void {
  const live = draft.controls
    .filter((c) => !c.deleted && c.id !== moved.id)
    .sort((a, b) => a.orderIndex - b.orderIndex);
  const pinned = live.filter((c) => c.system).length;
  const at = Math.min(Math.max(target, pinned), live.length);
  live.splice(at, 0, moved);
  live.forEach((c, i) => (c.orderIndex = i));
}
