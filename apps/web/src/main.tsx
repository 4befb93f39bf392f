import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createTesseraQueryClient, eventKeys } from '@tessera/react';
import { EVENT_PAGE_FIELDS } from '@tessera/contracts/site-pages';
import { AppProviders } from './app/AppProviders.tsx';
import { readPageBootstrap } from './app/page-bootstrap.ts';
import { adoptRedirectSession } from './app/redirect-session.ts';
import { router } from './app/router.tsx';
import { createVisitorClient, loadSiteConfig, siteConfigFrom } from './app/site-config.ts';
import './styles.css';

const root = createRoot(document.getElementById('root')!);

async function start() {
  const origin = window.location.origin;
  const bootstrap = readPageBootstrap();
  try {
    const siteConfig = bootstrap.siteConfig
      ? siteConfigFrom(bootstrap.siteConfig)
      : await loadSiteConfig(origin);
    const client = createVisitorClient(origin, siteConfig);
    // Opened by another site's redirect session: continue as its visitor before the first call.
    await adoptRedirectSession(client);
    const queryClient = createTesseraQueryClient();
    if (bootstrap.eventPage) {
      // The event page renders from the server's copy at once; it is as fresh as this page, so it
      // is not fetched again for a while.
      const { slug, event } = bootstrap.eventPage;
      const queryKey = eventKeys.slug(slug, { fields: [...EVENT_PAGE_FIELDS] });
      queryClient.setQueryData(queryKey, event);
      queryClient.setQueryDefaults(queryKey, { staleTime: 30_000 });
    }
    root.render(
      <StrictMode>
        <AppProviders client={client} queryClient={queryClient} siteConfig={siteConfig}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  } catch (error) {
    root.render(
      <div className="shell">
        <main className="content">
          <div className="notice">
            <h1>This site is not available right now</h1>
            <p className="muted">{error instanceof Error ? error.message : String(error)}</p>
          </div>
        </main>
      </div>,
    );
  }
}

void start();
