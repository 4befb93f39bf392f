// The events settings module's only entry.
export { eventsSettingsModule } from './events-settings.module.ts';
