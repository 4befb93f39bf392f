// The event editor's tabs owned by the ticketing editor (H38). The editor page (event-editor/)
// renders each with the event's id. DiscountCodesTab is new: the page shows it when it renders
// the tabs it finds here.
export { TicketsTab } from './TicketsTab.tsx';
export { FormTab } from './FormTab.tsx';
export { PoliciesTab } from './PoliciesTab.tsx';
export { DiscountCodesTab } from './DiscountCodesTab.tsx';
export type { EventEditorTabProps } from './tab-props.ts';
