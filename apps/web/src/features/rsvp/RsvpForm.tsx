import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import type { Form } from '@tessera/contracts/event-forms';
import { useCreateRsvp, useCurrentMember } from '@tessera/react';
import { ValidationError, type FieldViolation } from '@tessera/sdk/core';
import type { Rsvp } from '@tessera/sdk/rsvps';
import { EventFormControl } from '../../shared/forms/EventFormControl.tsx';
import { controlsFor, toInputValues, violationsByInput, type Answers } from './form-answers.ts';
import { rsvpErrorMessage } from './rsvp-errors.ts';

export interface RsvpFormProps {
  eventId: string;
  form: Form;
  /** The event asks YES or NO (else YES only). */
  askNo: boolean;
  /** Every place is taken: the answer goes on the waitlist. */
  waitlist: boolean;
  onAnswered: (rsvp: Rsvp) => void;
}

/** The event's form with the answer (going or not), sent as one RSVP; the server's errors at their inputs. */
export function RsvpForm({ eventId, form, askNo, waitlist, onAnswered }: RsvpFormProps) {
  const messages = form.messages.rsvp;
  const [answer, setAnswer] = useState<'YES' | 'NO'>('YES');
  const [answers, setAnswers] = useState<Answers>({});
  const [violations, setViolations] = useState<FieldViolation[]>([]);
  const create = useCreateRsvp();
  // A logged-in member's name and email are filled in (still theirs to change).
  const member = useCurrentMember().data;
  useEffect(() => {
    if (!member) return;
    const known: Answers = {
      firstName: member.contact.firstName ?? '',
      lastName: member.contact.lastName ?? '',
      email: member.loginEmail,
    };
    setAnswers((current) => {
      const filled = Object.entries(known).filter(([name, value]) => value && !current[name]);
      return filled.length ? { ...current, ...Object.fromEntries(filled) } : current;
    });
  }, [member]);
  const summaryRef = useRef<HTMLDivElement>(null);
  const choiceName = useId();

  const controls = useMemo(() => controlsFor(form.controls, answer), [form.controls, answer]);
  const errors = useMemo(() => violationsByInput(violations), [violations]);
  const general = errors.get('');

  const change = (inputName: string, value: string | string[]) => {
    setAnswers((current) => ({ ...current, [inputName]: value }));
    // An edited input's message is no longer about what it holds.
    setViolations((current) =>
      current.filter((v) => !v.field.startsWith(`rsvp.form.inputValues.${inputName}`)),
    );
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setViolations([]);
    create.mutate(
      {
        eventId,
        // YES on a full event with a waitlist lands on the waitlist: the server decides.
        status: answer,
        form: { inputValues: toInputValues(controls, answers) },
      },
      {
        onSuccess: onAnswered,
        onError: (error) => {
          if (error instanceof ValidationError) setViolations(error.fieldViolations);
          // Say it where the eyes go next: the summary above the form.
          requestAnimationFrame(() => summaryRef.current?.focus());
        },
      },
    );
  };

  const title =
    answer === 'NO'
      ? messages.negativeMessages.title
      : waitlist
        ? messages.waitlistMessages.title
        : messages.positiveMessages.title;
  const submitLabel =
    waitlist && answer === 'YES' ? 'Join the waitlist' : messages.submitActionLabel || 'RSVP';

  return (
    <form className="rsvp-form" onSubmit={submit} noValidate aria-busy={create.isPending}>
      {askNo && (
        <fieldset className="rsvp-choice">
          <legend>Are you going?</legend>
          {(['YES', 'NO'] as const).map((value) => (
            <label key={value} className={`rsvp-choice-option${answer === value ? ' is-chosen' : ''}`}>
              <input
                type="radio"
                name={choiceName}
                value={value}
                checked={answer === value}
                disabled={create.isPending}
                onChange={() => {
                  setAnswer(value);
                  setViolations([]);
                }}
              />
              {value === 'YES' ? messages.rsvpYesOption || 'Going' : messages.rsvpNoOption || 'Not going'}
            </label>
          ))}
        </fieldset>
      )}
      <h3 className="rsvp-form-title">{title}</h3>
      <div ref={summaryRef} tabIndex={-1} className="rsvp-summary" role="alert">
        {create.isError && (
          <p className="form-error">
            {rsvpErrorMessage(create.error)}
            {general && general.length > 0 && ` ${general.join(' ')}`}
          </p>
        )}
      </div>
      {controls.map((control) => (
        <EventFormControl
          key={control.id}
          control={control}
          answers={answers}
          onChange={change}
          errors={errors}
          disabled={create.isPending}
        />
      ))}
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={create.isPending}>
          {create.isPending ? 'Sending…' : submitLabel}
        </button>
      </div>
    </form>
  );
}
