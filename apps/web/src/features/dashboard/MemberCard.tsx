import { Group, Text } from '@mantine/core';
import type { Member } from '@tessera/sdk';
import { formatDay } from '../../shared/dates.ts';
import { MemberStatus } from './MemberStatus.tsx';
import { MEMBER_ACTION_LABELS, memberName } from './member-actions.ts';
import { RowCard } from './RowCard.tsx';
import { useMemberRow } from './useMemberRow.ts';

/** One member on a phone: email, status and actions stacked, nothing off-screen. */
export function MemberCard({ member }: { member: Member }) {
  const row = useMemberRow(member);
  const name = memberName(member);
  return (
    <RowCard row={row} subject={member.loginEmail} labels={MEMBER_ACTION_LABELS}>
      <div>
        <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
          {member.loginEmail}
        </Text>
        {name && (
          <Text size="sm" c="dimmed">
            {name}
          </Text>
        )}
      </div>
      <Group gap="sm" align="flex-start">
        <MemberStatus member={member} />
        <Text size="sm" c="dimmed">
          Joined {formatDay(member.createdDate)}
        </Text>
      </Group>
    </RowCard>
  );
}
