import { Group, Paper, Stack, Text } from '@mantine/core';
import type { Member } from '@tessera/sdk';
import { formatDay } from '../../shared/dates.ts';
import { MemberActionButtons } from './MemberActionButtons.tsx';
import { MemberStatus } from './MemberStatus.tsx';
import { memberName } from './member-actions.ts';
import { RowError } from './RowError.tsx';
import { useMemberRow } from './useMemberRow.ts';

/** One member on a phone: email, status and actions stacked, nothing off-screen. */
export function MemberCard({ member }: { member: Member }) {
  const row = useMemberRow(member);
  const name = memberName(member);
  return (
    <Paper component="li" withBorder p="md" aria-busy={row.pending}>
      <Stack gap={6}>
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
        <RowError error={row.error} />
        <MemberActionButtons
          email={member.loginEmail}
          actions={row.actions}
          pending={row.pending}
          onAction={row.run}
          justify="flex-start"
        />
      </Stack>
      {row.dialog}
    </Paper>
  );
}
