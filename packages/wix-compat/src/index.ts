// `@tessera/wix-compat`: a site written against the official `@wix/sdk` switches to a Tessera
// server with one call, `installTesseraFetch({ server })`, before it creates its client.
export { OFFICIAL_API_HOSTS, createRewriter } from './rewrite.ts';
export type { Rewriter, TesseraTarget } from './rewrite.ts';
export { createTesseraFetch, installTesseraFetch } from './fetch.ts';
