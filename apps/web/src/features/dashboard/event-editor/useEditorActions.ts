import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { eventKeys, useSaveEvent, useSetEventCategories, useTesseraClient } from '@tessera/react';
import { ValidationError, type Event } from '@tessera/sdk';
import { notifyDone } from '../feedback.ts';
import {
  editorWrite,
  sortEditorViolations,
  type EditorValues,
  type EditorViolations,
} from './editor-values.ts';

const NO_VIOLATIONS: EditorViolations = { byField: {}, other: [] };

/**
 * Save (create or update, then the categories), publish (saving first) and clone, each with its
 * notice; field violations of a refused save come back by input, anything else as an error.
 */
export function useEditorActions(
  current: Event | undefined,
  /** Told the values a save wrote, before any navigation that follows it. */
  onSaved: (values: EditorValues) => void = () => undefined,
) {
  const client = useTesseraClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const save = useSaveEvent();
  const setCategories = useSetEventCategories();
  const [violations, setViolations] = useState<EditorViolations>(NO_VIOLATIONS);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState<'save' | 'publish' | 'clone' | null>(null);

  const run = async <T>(
    kind: 'save' | 'publish' | 'clone',
    work: () => Promise<T>,
  ): Promise<T | undefined> => {
    setBusy(kind);
    setFailure(null);
    setViolations(NO_VIOLATIONS);
    try {
      return await work();
    } catch (error) {
      if (error instanceof ValidationError) setViolations(sortEditorViolations(error.fieldViolations));
      else setFailure(error);
      return undefined;
    } finally {
      setBusy(null);
    }
  };

  /** Saves the editor's values (`asDraft` to publish after: a new event is made as a draft first). */
  const write = async (values: EditorValues, asDraft = values.draft): Promise<Event> => {
    const { event, fieldMask } = editorWrite(values, current);
    const saved = await save.mutateAsync({ eventId: current?.id, event, fieldMask, draft: asDraft });
    const before = current?.categories?.categories ?? [];
    const same =
      before.length === values.categories.length &&
      before.every((c) => values.categories.includes(c.name ?? ''));
    if (!same) {
      await setCategories.mutateAsync({ eventId: saved.id!, names: values.categories, current: before });
    }
    onSaved(values);
    return saved;
  };

  const afterCreate = (saved: Event) => {
    if (!current) navigate(`/dashboard/events/${saved.id}`, { replace: true });
  };

  return {
    violations,
    failure,
    busy,
    saveEvent: (values: EditorValues) =>
      run('save', async () => {
        const saved = await write(values);
        notifyDone(
          current
            ? `“${saved.title}” was saved.`
            : `“${saved.title}” was created${saved.status === 'DRAFT' ? ' as a draft' : ''}.`,
        );
        afterCreate(saved);
        return saved;
      }),
    publish: (values: EditorValues) =>
      run('publish', async () => {
        const saved = await write(values, true);
        const published = await client.events.publishDraftEvent(saved.id!);
        await queryClient.invalidateQueries({ queryKey: eventKeys.all });
        notifyDone(`“${published.title}” is published.`);
        afterCreate(saved);
        return published;
      }),
    clone: () =>
      run('clone', async () => {
        const copy = await client.events.cloneEvent(current!.id!, { draft: true });
        await queryClient.invalidateQueries({ queryKey: eventKeys.all });
        notifyDone(`A draft copy “${copy.title}” was created.`);
        navigate(`/dashboard/events/${copy.id}`);
        return copy;
      }),
  };
}
