import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { TesseraProvider, createTesseraQueryClient } from '@tessera/react';
import { createOwnerClient } from '../../owner-client.ts';
import { loadOwnerCredentials } from '../../owner-session.ts';
import './preview.css';

/**
 * The draft preview (`/preview/events/:slug`): the visitor's event page, rendered by the same
 * component, reading the event with the owner's credentials of this browser (the server shows a
 * draft to its owner only), in a cache of its own so a draft never lands in the visitor's. No
 * Mantine here: the page looks exactly as visitors will see it.
 */
export function OwnerPreview({ children }: { children: ReactNode }) {
  const [credentials] = useState(() => loadOwnerCredentials());
  const [client] = useState(() => (credentials ? createOwnerClient(credentials) : null));
  const [queryClient] = useState(createTesseraQueryClient);
  if (!client) {
    return (
      <div className="notice">
        <h1>Preview</h1>
        <p>Sign in to the dashboard in this browser to preview a draft.</p>
        <Link to="/dashboard">Go to the dashboard</Link>
      </div>
    );
  }
  return (
    <TesseraProvider client={client} queryClient={queryClient}>
      <p className="preview-banner" role="status">
        Preview: this is how the event page looks. A draft is seen only by you until it is published.
      </p>
      {children}
    </TesseraProvider>
  );
}
