// The event editor's tabs owned by the ticketing editor (H38). The editor page (event-editor/)
// renders each with the event's id; these placeholders stand until the real tabs replace them.
export { TicketsTab } from './TicketsTab.tsx';
export { FormTab } from './FormTab.tsx';
export { PoliciesTab } from './PoliciesTab.tsx';
export type { EventEditorTabProps } from './tab-props.ts';
