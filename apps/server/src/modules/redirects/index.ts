// The redirects module's only entry: other modules and the app import from here, never deeper.
export { redirectsModule } from './redirects.module.ts';
