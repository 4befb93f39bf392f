import { useState } from 'react';
import type { Event } from '@tessera/sdk';
import { EventsTable } from './EventsTable.tsx';
import { NewEventForm } from './NewEventForm.tsx';
import { StatusCounts } from './StatusCounts.tsx';
import { usePageTitle } from '../../app/usePageTitle.ts';

export function DashboardHome({ siteId, onSignOut }: { siteId: string; onSignOut: () => void }) {
  const [formOpen, setFormOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  usePageTitle('Dashboard');

  const created = (event: Event) => {
    setFormOpen(false);
    setNotice(`“${event.title}” was created${event.status === 'DRAFT' ? ' as a draft' : ''}.`);
  };

  return (
    <section className="dashboard">
      <div className="page-header">
        <div>
          <h1>Dashboard</h1>
          <p className="muted">Site {siteId}</p>
        </div>
        <div className="toolbar">
          <button
            type="button"
            className="button button-primary"
            aria-expanded={formOpen}
            onClick={() => {
              setFormOpen((open) => !open);
              setNotice(null);
            }}
          >
            New event
          </button>
          <button type="button" className="button" onClick={onSignOut}>
            Sign out
          </button>
        </div>
      </div>
      {formOpen && <NewEventForm onCreated={created} onClose={() => setFormOpen(false)} />}
      <p className="status-notice" role="status">
        {notice}
      </p>
      <StatusCounts />
      <EventsTable />
    </section>
  );
}
