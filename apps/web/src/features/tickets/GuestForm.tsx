import { useMemo } from 'react';
import type { Form } from '@tessera/sdk/event-checkout';
import { EventFormControl } from '../../shared/forms/EventFormControl.tsx';
import type { Answers } from './form-answers.ts';

interface GuestFormProps {
  form: Form;
  answers: Answers;
  /** Errors by input name (sentences). */
  errors: Record<string, string>;
  onChange: (name: string, value: string | string[]) => void;
}

/**
 * One ticket's guest answers to the event's form, through the controls the RSVP form uses too
 * (shared/forms): every kind of control of spec §3, ids unique per ticket, the server's message
 * under the input it names.
 */
export function GuestForm({ form, answers, errors, onChange }: GuestFormProps) {
  const controls = useMemo(
    () => form.controls.filter((c) => !c.deleted).sort((a, b) => a.orderIndex - b.orderIndex),
    [form],
  );
  const byInput = useMemo(
    () => new Map(Object.entries(errors).map(([name, message]) => [name, [message]])),
    [errors],
  );
  return (
    <div className="form-controls">
      {controls.map((control) => (
        <EventFormControl
          key={control.id}
          control={control}
          answers={answers}
          errors={byInput}
          onChange={onChange}
        />
      ))}
    </div>
  );
}
