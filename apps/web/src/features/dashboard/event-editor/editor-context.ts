import type { EditorField, EditorValues } from './editor-values.ts';

/** What every section of the editor's form gets: the values, a setter and the errors by input. */
export interface SectionProps {
  values: EditorValues;
  set: <K extends EditorField>(key: K, value: EditorValues[K]) => void;
  errorOf: (field: EditorField) => string | undefined;
  /** A new event (some choices are made once, when creating). */
  isNew: boolean;
}
