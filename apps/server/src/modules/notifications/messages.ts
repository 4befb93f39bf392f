import type { OutgoingMessage } from '../../platform/mail/mailer.ts';
import type { ResolvedSection } from './config-defaults.ts';
import type { Attendee } from './attendees.ts';
import type { EventFacts } from './notifications.events-port.ts';

// The texts of the emails. Owner text (the config's template) replaces the default subject or
// opening line; the event's facts always follow, so a custom text never loses the date.

export type EmailKind = 'reminder' | 'cancellation' | 'rsvpConfirmation';

const defaults: Record<EmailKind, { subject: (title: string) => string; opening: string }> = {
  reminder: {
    subject: (title) => `Reminder: ${title}`,
    opening: 'This is a reminder of an event you are attending.',
  },
  cancellation: {
    subject: (title) => `Canceled: ${title}`,
    opening: 'We are sorry: this event has been canceled.',
  },
  rsvpConfirmation: { subject: (title) => `You're going: ${title}`, opening: 'Your RSVP is confirmed.' },
};

export function emailFor(
  kind: EmailKind,
  section: ResolvedSection,
  event: EventFacts,
  attendee: Attendee,
  eventUrl: string,
): OutgoingMessage {
  const text = defaults[kind];
  const lines = [
    attendee.name ? `Hello ${attendee.name},` : 'Hello,',
    '',
    section.template.body ?? text.opening,
    '',
    event.title,
    event.startDate ? `Starts: ${event.startDate}` : 'Date to be announced',
    ...(kind === 'cancellation' ? [] : [eventUrl]),
  ];
  return {
    channel: 'EMAIL',
    to: attendee.email,
    subject: section.template.subject ?? text.subject(event.title),
    body: lines.join('\n'),
  };
}
