import { Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useMembersQuery } from '@tessera/react';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { LoadFailure } from './LoadFailure.tsx';
import { MemberCard } from './MemberCard.tsx';
import { MemberRow } from './MemberRow.tsx';
import { usePhoneLayout } from './usePhoneLayout.ts';

const PAGE_SIZE = 50;
const CAPTION = 'Members, newest first';

/** The site's members, newest first, with approve / block / unblock / delete. */
export function MembersPage() {
  usePageTitle('Members');
  const phone = usePhoneLayout();
  const members = useMembersQuery({ paging: { limit: PAGE_SIZE, offset: 0 } });
  const list = members.data?.members ?? [];

  return (
    <Stack gap="lg">
      <Title order={1}>Members</Title>
      {members.isPending && <Skeleton height={200} aria-busy="true" />}
      {members.error && (
        <LoadFailure what="Members" error={members.error} onRetry={() => void members.refetch()} />
      )}
      {members.data &&
        (list.length === 0 ? (
          <Paper withBorder p="xl" ta="center">
            <Text c="dimmed">No members yet.</Text>
          </Paper>
        ) : phone ? (
          <Stack component="ul" gap="sm" m={0} p={0} aria-label={CAPTION} style={{ listStyle: 'none' }}>
            {list.map((member) => (
              <MemberCard key={member.id} member={member} />
            ))}
          </Stack>
        ) : (
          <Paper withBorder>
            <Table verticalSpacing="sm" horizontalSpacing="md">
              <caption className="visually-hidden">{CAPTION}</caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Member</Table.Th>
                  <Table.Th scope="col">Status</Table.Th>
                  <Table.Th scope="col">Joined</Table.Th>
                  <Table.Th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((member) => (
                  <MemberRow key={member.id} member={member} />
                ))}
              </Table.Tbody>
            </Table>
          </Paper>
        ))}
    </Stack>
  );
}
