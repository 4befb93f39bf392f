import { Button } from '@mantine/core';
import { useNavigate } from 'react-router';

/**
 * Opens the event's editor from a row of the events list. A button, not a link: a row's only
 * link is the event's visitor page (drafts have none), which the list's tests and readers rely on.
 */
export function EditEventButton({ eventId, title }: { eventId: string; title: string }) {
  const navigate = useNavigate();
  return (
    <Button
      variant="default"
      size="compact-sm"
      aria-label={`Edit ${title}`}
      onClick={() => navigate(`/dashboard/events/${encodeURIComponent(eventId)}`)}
    >
      Edit
    </Button>
  );
}
