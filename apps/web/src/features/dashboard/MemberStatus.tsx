import { Badge, Text } from '@mantine/core';
import type { Member } from '@tessera/sdk';
import { MEMBER_STATUS } from './member-actions.ts';

/** The member's status badge, whole at any width (never "PE…"), and why they wait, if they do. */
export function MemberStatus({ member }: { member: Member }) {
  const status = MEMBER_STATUS[member.status] ?? MEMBER_STATUS.UNKNOWN;
  return (
    <div>
      {/* Dark text on the light tint: the tint's own text colour falls short of 4.5:1. */}
      <Badge
        color={status.color}
        variant="light"
        style={{ flexShrink: 0, overflow: 'visible' }}
        styles={{ label: { color: 'var(--mantine-color-black)', overflow: 'visible' } }}
      >
        {status.label}
      </Badge>
      {member.pendingReasons.includes('PENDING_EMAIL_VERIFICATION_REQUIRED') && (
        <Text size="xs" c="dimmed">
          Email not verified
        </Text>
      )}
    </div>
  );
}
