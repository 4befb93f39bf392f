import type { AuthStrategy } from './types.ts';

export interface ApiKeyStrategyOptions {
  apiKey: string;
  siteId?: string;
  accountId?: string;
}

/** Owner/admin calls: `Authorization: <API key>` plus `wix-site-id` and/or `wix-account-id`. */
export function ApiKeyStrategy(options: ApiKeyStrategyOptions): AuthStrategy {
  const headers: Record<string, string> = { Authorization: options.apiKey };
  if (options.siteId) headers['wix-site-id'] = options.siteId;
  if (options.accountId) headers['wix-account-id'] = options.accountId;
  return { getAuthHeaders: async () => ({ ...headers }) };
}

export { loginOwner } from './owner-login.ts';
export type { OwnerLoginOptions, OwnerSession } from './owner-login.ts';
