import { Anchor, Text } from '@mantine/core';
import { splitMailLinks } from './mail-links.ts';

/**
 * A message's text with its links clickable (reset and verification links open in a new tab;
 * `noopener noreferrer`, so the opened page gets no handle on the dashboard and no referrer).
 */
export function MailBody({ body }: { body: string }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {splitMailLinks(body).map((part, index) =>
        part.href ? (
          <Anchor key={index} href={part.href} target="_blank" rel="noopener noreferrer">
            {part.text}
          </Anchor>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </Text>
  );
}
