// The store-settings module's only entry.
export { storeSettingsModule } from './store-settings.module.ts';
