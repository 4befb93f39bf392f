// The event editor's tabs owned by the ticketing editor (H38). The editor page (event-editor/)
// renders each with the event's id. TicketsTab shows DiscountCodesTab below the ticket types (a
// code lowers their prices), so the page needs no tab of its own for it.
export { TicketsTab } from './TicketsTab.tsx';
export { FormTab } from './FormTab.tsx';
export { PoliciesTab } from './PoliciesTab.tsx';
export { DiscountCodesTab } from './DiscountCodesTab.tsx';
export type { EventEditorTabProps } from './tab-props.ts';
