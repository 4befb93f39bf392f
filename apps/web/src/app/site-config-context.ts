import { createContext, useContext } from 'react';
import type { SiteConfig } from './site-config.ts';

export const SiteConfigContext = createContext<SiteConfig | null>(null);

/** The site's id and public OAuth client id (`GET /api/site-config`), loaded before the app renders. */
export function useSiteConfig(): SiteConfig {
  const config = useContext(SiteConfigContext);
  if (!config) throw new Error('useSiteConfig() outside AppProviders');
  return config;
}
