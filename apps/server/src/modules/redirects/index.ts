// The redirects module's only entry: other modules and the app import from here, never deeper.
export { redirectsModule } from './redirects.module.ts';
// The check of a URL a browser is sent to (store-cart's checkout completion redirect uses it too).
export { allowedTarget } from './redirect-targets.ts';
