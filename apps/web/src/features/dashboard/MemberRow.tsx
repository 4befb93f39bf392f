import { Table, Text } from '@mantine/core';
import type { Member } from '@tessera/sdk';
import { formatDay } from '../../shared/dates.ts';
import { MemberStatus } from './MemberStatus.tsx';
import { MEMBER_ACTION_LABELS, memberName } from './member-actions.ts';
import { RowActionButtons } from './RowActionButtons.tsx';
import { RowError } from './RowError.tsx';
import { useMemberRow } from './useMemberRow.ts';

/** One member in the desktop table. */
export function MemberRow({ member }: { member: Member }) {
  const row = useMemberRow(member);
  const name = memberName(member);
  return (
    <Table.Tr aria-busy={row.pending}>
      <Table.Td>
        <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
          {member.loginEmail}
        </Text>
        {name && (
          <Text size="sm" c="dimmed">
            {name}
          </Text>
        )}
        <RowError error={row.error} />
        {row.dialog}
      </Table.Td>
      <Table.Td>
        <MemberStatus member={member} />
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDay(member.createdDate)}</Table.Td>
      <Table.Td>
        <RowActionButtons
          subject={member.loginEmail}
          actions={row.actions}
          labels={MEMBER_ACTION_LABELS}
          pending={row.pending}
          onAction={row.run}
        />
      </Table.Td>
    </Table.Tr>
  );
}
