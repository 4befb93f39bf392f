import type { ReactNode } from 'react';
import type { TesseraClient } from '@tessera/sdk';
import { TesseraProvider } from '@tessera/react';
import type { SiteConfig } from './site-config.ts';
import { SiteConfigContext } from './site-config-context.ts';

export function AppProviders({
  client,
  siteConfig,
  children,
}: {
  client: TesseraClient;
  siteConfig: SiteConfig;
  children: ReactNode;
}) {
  return (
    <SiteConfigContext value={siteConfig}>
      <TesseraProvider client={client}>{children}</TesseraProvider>
    </SiteConfigContext>
  );
}
