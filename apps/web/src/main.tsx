import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/AppProviders.tsx';
import { router } from './app/router.tsx';
import { createVisitorClient, loadSiteConfig } from './app/site-config.ts';
import './styles.css';

const root = createRoot(document.getElementById('root')!);

async function start() {
  const origin = window.location.origin;
  try {
    const siteConfig = await loadSiteConfig(origin);
    const client = createVisitorClient(origin, siteConfig);
    root.render(
      <StrictMode>
        <AppProviders client={client} siteConfig={siteConfig}>
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
