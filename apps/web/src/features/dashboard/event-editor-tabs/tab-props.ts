/** What the event editor hands each of its tabs. */
export interface EventEditorTabProps {
  eventId: string;
}
