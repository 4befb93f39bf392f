// The ticket purchase feature's only entry (the event page's ticket picker, checkout, confirmation).
export { TicketPicker } from './TicketPicker.tsx';
