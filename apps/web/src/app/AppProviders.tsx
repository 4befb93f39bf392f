import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { TesseraClient } from '@tessera/sdk';
import { TesseraProvider } from '@tessera/react';
import type { SiteConfig } from './site-config.ts';
import { SiteConfigContext } from './site-config-context.ts';

export function AppProviders({
  client,
  queryClient,
  siteConfig,
  children,
}: {
  client: TesseraClient;
  queryClient?: QueryClient;
  siteConfig: SiteConfig;
  children: ReactNode;
}) {
  return (
    <SiteConfigContext value={siteConfig}>
      <TesseraProvider client={client} queryClient={queryClient}>
        {children}
      </TesseraProvider>
    </SiteConfigContext>
  );
}
