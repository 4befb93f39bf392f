import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Event } from '@tessera/sdk';

/** The event's name, linked to its visitor page once it has one (drafts have none). */
export function EventTitle({ event, title }: { event: Event; title: string }) {
  if (event.status !== 'DRAFT' && event.slug) {
    return (
      <Anchor component={Link} to={`/events/${encodeURIComponent(event.slug)}`} fw={500}>
        {title}
      </Anchor>
    );
  }
  return (
    <Text span fw={500}>
      {title}
    </Text>
  );
}
