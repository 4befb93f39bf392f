import { OFFICIAL_API_PREFIXES } from './official-prefixes.generated.ts';

/**
 * Tessera's own paths: site config, API docs, health, and the prefixes of its routes that the
 * official paths do not cover (the headless redirect session, RFC 7009 revocation, the
 * catalog's data-items query). The server's not-found test checks every route of the modules' table
 * against `isApiPath`, so a route under a new prefix is caught there and its prefix added here.
 */
const OWN_PREFIXES = [
  '/api',
  '/docs',
  '/healthz',
  '/_api/tessera',
  '/headless/v1',
  '/oauth2/revoke',
  '/wix-data/v2',
];

/**
 * The first two path segments of every API path: the hosted platform's API (served or not yet)
 * and Tessera's own. The server answers a miss under one of these with a 404 envelope instead of
 * the site's page; the web app's dev server proxies them.
 */
export const apiPathPrefixes: readonly string[] = [
  ...new Set([...OWN_PREFIXES, ...OFFICIAL_API_PREFIXES]),
].sort();

/** True when `path` lies under an API prefix (so it is never one of the site's pages). */
export function isApiPath(path: string): boolean {
  const clean = path.split('?', 1)[0];
  return apiPathPrefixes.some((prefix) => clean === prefix || clean.startsWith(`${prefix}/`));
}
