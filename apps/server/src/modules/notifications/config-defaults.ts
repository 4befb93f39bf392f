import {
  NotificationSections,
  type EmailNotificationConfig,
  type NotificationSection,
  type ReminderTime,
} from '@tessera/contracts/notifications';

/** A config as stored: the sections (and fields of them) someone set; the rest is inherited. */
export type ConfigOverrides = Partial<Record<NotificationSection, EmailNotificationConfig>>;

/** A section with every field decided. */
export interface ResolvedSection {
  notificationType: EmailNotificationConfig['notificationType'] & string;
  sendingEnabled: boolean;
  reminderTime?: ReminderTime;
  template: { subject: string | null; body: string | null; includeTickets?: boolean };
}

export type ResolvedConfig = Record<NotificationSection, ResolvedSection>;

/** Minutes before the start each timing means (INSTANT: at the start). */
export const reminderMinutes: Record<ReminderTime, number> = {
  INSTANT: 0,
  BEFORE_30_MINUTES: 30,
  BEFORE_1_HOUR: 60,
  BEFORE_1_DAY: 24 * 60,
  BEFORE_3_DAYS: 3 * 24 * 60,
  BEFORE_1_WEEK: 7 * 24 * 60,
};

/** The platform's defaults: every email on, the reminder a day before, the built-in texts. */
function builtIn(section: NotificationSection): ResolvedSection {
  return {
    notificationType: NotificationSections[section],
    sendingEnabled: true,
    ...(section === 'upcomingEventReminder' ? { reminderTime: 'BEFORE_1_DAY' as const } : {}),
    template: {
      subject: null,
      body: null,
      ...(section === 'orderConfirmation' || section === 'ticketConfirmation'
        ? { includeTickets: true }
        : {}),
    },
  };
}

const sectionNames = Object.keys(NotificationSections) as NotificationSection[];

/**
 * The config in force: built-in defaults, then the site's overrides, then the event's — field
 * by field, so an event that only moved its reminder keeps the site's custom text.
 */
export function resolveConfig(...layers: ConfigOverrides[]): ResolvedConfig {
  const resolved = {} as ResolvedConfig;
  for (const name of sectionNames) {
    let section = builtIn(name);
    for (const layer of layers) section = applySection(section, layer[name]);
    resolved[name] = section;
  }
  return resolved;
}

function applySection(base: ResolvedSection, change: EmailNotificationConfig | undefined): ResolvedSection {
  if (!change) return base;
  const template = { ...base.template };
  if (change.template?.subject !== undefined) template.subject = change.template.subject;
  if (change.template?.body !== undefined) template.body = change.template.body;
  if (typeof change.template?.includeTickets === 'boolean')
    template.includeTickets = change.template.includeTickets;
  return {
    ...base,
    sendingEnabled: typeof change.sendingEnabled === 'boolean' ? change.sendingEnabled : base.sendingEnabled,
    ...(base.reminderTime && change.reminderTime ? { reminderTime: change.reminderTime } : {}),
    template,
  };
}

/** Adds an upsert's sections to what was stored (fields not given stay as they were). */
export function mergeOverrides(stored: ConfigOverrides, change: ConfigOverrides): ConfigOverrides {
  const merged: ConfigOverrides = { ...stored };
  for (const name of sectionNames) {
    const next = change[name];
    if (!next) continue;
    const { notificationType: _readOnly, ...fields } = next;
    const before = merged[name] ?? {};
    merged[name] = {
      ...before,
      ...fields,
      ...(fields.template || before.template ? { template: { ...before.template, ...fields.template } } : {}),
    };
  }
  return merged;
}

/** The stored JSON as overrides, keeping only known sections (a row is the module's own, but stay strict). */
export function parseOverrides(doc: string): ConfigOverrides {
  const parsed = JSON.parse(doc) as Record<string, EmailNotificationConfig>;
  const overrides: ConfigOverrides = {};
  for (const name of sectionNames) if (Object.hasOwn(parsed, name)) overrides[name] = parsed[name];
  return overrides;
}
