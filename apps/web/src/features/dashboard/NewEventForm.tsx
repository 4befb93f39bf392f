import { useMemo, useState, type FormEvent } from 'react';
import { useCreateEvent } from '@tessera/react';
import { ValidationError, type Event } from '@tessera/sdk';
import {
  initialEventFormValues,
  sortViolations,
  toEventInput,
  type EventFormValues,
  type SortedViolations,
} from './event-form.ts';
import { errorMessage } from './error-message.ts';
import { FormField } from './FormField.tsx';

const NO_VIOLATIONS: SortedViolations = { byField: {}, other: [] };

export function NewEventForm({
  onCreated,
  onClose,
}: {
  onCreated: (event: Event) => void;
  onClose: () => void;
}) {
  const [values, setValues] = useState(initialEventFormValues);
  const create = useCreateEvent();
  const timeZones = useMemo(() => Intl.supportedValuesOf('timeZone'), []);

  const violations =
    create.error instanceof ValidationError ? sortViolations(create.error.fieldViolations) : NO_VIOLATIONS;
  const otherError = create.error && !(create.error instanceof ValidationError) ? create.error : null;
  const errors = violations.byField;

  const set = <K extends keyof EventFormValues>(key: K, value: EventFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    create.mutate(
      { event: toEventInput(values), options: { draft: values.draft } },
      { onSuccess: (created) => onCreated(created) },
    );
  };

  return (
    <form className="panel event-form" aria-labelledby="new-event-heading" noValidate onSubmit={submit}>
      <h2 id="new-event-heading">New event</h2>
      {(violations.other.length > 0 || otherError) && (
        <div className="form-error" role="alert">
          <p>The event could not be created:</p>
          <ul>
            {otherError && <li>{errorMessage(otherError)}</li>}
            {violations.other.map((violation) => (
              <li key={`${violation.field}:${violation.description}`}>
                <code>{violation.field}</code> {violation.description}
              </li>
            ))}
          </ul>
        </div>
      )}
      {create.error instanceof ValidationError && violations.other.length === 0 && (
        <p className="visually-hidden" role="alert">
          Please correct the highlighted fields.
        </p>
      )}

      <FormField id="new-event-title" label="Title" errors={errors.title} className="field field-wide">
        {(control) => (
          <input
            {...control}
            className="input"
            value={values.title}
            onChange={(e) => set('title', e.target.value)}
          />
        )}
      </FormField>
      <FormField id="new-event-start" label="Starts" errors={errors.start}>
        {(control) => (
          <input
            {...control}
            className="input"
            type="datetime-local"
            value={values.start}
            onChange={(e) => set('start', e.target.value)}
          />
        )}
      </FormField>
      <FormField id="new-event-end" label="Ends" errors={errors.end}>
        {(control) => (
          <input
            {...control}
            className="input"
            type="datetime-local"
            value={values.end}
            onChange={(e) => set('end', e.target.value)}
          />
        )}
      </FormField>
      <FormField id="new-event-time-zone" label="Time zone" errors={errors.timeZone}>
        {(control) => (
          <>
            <input
              {...control}
              className="input"
              list="new-event-time-zones"
              spellCheck={false}
              value={values.timeZone}
              onChange={(e) => set('timeZone', e.target.value)}
            />
            <datalist id="new-event-time-zones">
              {timeZones.map((zone) => (
                <option key={zone} value={zone} />
              ))}
            </datalist>
          </>
        )}
      </FormField>
      <FormField id="new-event-registration" label="Registration" errors={errors.registration}>
        {(control) => (
          <select
            {...control}
            className="input"
            value={values.registration}
            onChange={(e) => set('registration', e.target.value as EventFormValues['registration'])}
          >
            <option value="RSVP">RSVP</option>
            <option value="TICKETING">Tickets</option>
          </select>
        )}
      </FormField>
      <FormField id="new-event-location-type" label="Location type" errors={errors.locationType}>
        {(control) => (
          <select
            {...control}
            className="input"
            value={values.locationType}
            onChange={(e) => set('locationType', e.target.value as EventFormValues['locationType'])}
          >
            <option value="VENUE">Venue</option>
            <option value="ONLINE">Online</option>
          </select>
        )}
      </FormField>
      <FormField id="new-event-location-name" label="Location name" errors={errors.locationName}>
        {(control) => (
          <input
            {...control}
            className="input"
            placeholder={values.locationType === 'VENUE' ? 'e.g. Kulturbrauerei' : 'e.g. Zoom'}
            value={values.locationName}
            onChange={(e) => set('locationName', e.target.value)}
          />
        )}
      </FormField>

      <label className="checkbox field-wide">
        <input type="checkbox" checked={values.draft} onChange={(e) => set('draft', e.target.checked)} />
        Save as draft
      </label>
      {errors.draft && <p className="form-error">{errors.draft.join('; ')}</p>}

      <div className="form-actions field-wide">
        <button type="submit" className="button button-primary" disabled={create.isPending}>
          {create.isPending ? 'Creating…' : 'Create event'}
        </button>
        <button type="button" className="button" onClick={onClose}>
          Close
        </button>
      </div>
    </form>
  );
}
