import { Button } from '@mantine/core';
import { Link } from 'react-router';

/**
 * Opens the event's editor from a row of the events list: a link (it goes to a page, so it opens in
 * a new tab too), styled as the row's buttons are. Its name says which event ("Edit Spring Fair").
 */
export function EditEventLink({ eventId, title }: { eventId: string; title: string }) {
  return (
    <Button
      component={Link}
      to={`/dashboard/events/${encodeURIComponent(eventId)}`}
      variant="default"
      size="compact-sm"
      aria-label={`Edit ${title}`}
    >
      Edit
    </Button>
  );
}
