import { useState } from 'react';
import { Button, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import type { Member } from '@tessera/sdk';
import { useMembersQuery } from '@tessera/react';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { AddMemberForm } from './AddMemberForm.tsx';
import { notifyDone } from './feedback.ts';
import { LoadFailure } from './LoadFailure.tsx';
import { MemberCard } from './MemberCard.tsx';
import { MemberRow } from './MemberRow.tsx';
import { usePhoneLayout } from './usePhoneLayout.ts';

const PAGE_SIZE = 50;
const CAPTION = 'Members, newest first';

/** The site's members, newest first, with approve / block / unblock / delete, and "Add member". */
export function MembersPage() {
  usePageTitle('Members');
  const [formOpen, setFormOpen] = useState(false);
  const phone = usePhoneLayout();
  const members = useMembersQuery({ paging: { limit: PAGE_SIZE, offset: 0 } });
  const list = members.data?.members ?? [];

  const added = (member: Member, emailed: boolean) => {
    setFormOpen(false);
    notifyDone(
      emailed
        ? `${member.loginEmail} was added and emailed a link to choose a password.`
        : `${member.loginEmail} was added. They can choose a password with “Forgot password?”.`,
    );
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>Members</Title>
        <Button aria-expanded={formOpen} onClick={() => setFormOpen((open) => !open)}>
          Add member
        </Button>
      </Group>
      {formOpen && <AddMemberForm onAdded={added} onClose={() => setFormOpen(false)} />}
      {members.isPending && <Skeleton height={200} aria-busy="true" />}
      {members.error && (
        <LoadFailure what="Members" error={members.error} onRetry={() => void members.refetch()} />
      )}
      {members.data &&
        (list.length === 0 ? (
          <Paper withBorder p="xl" ta="center">
            <Text c="dimmed">
              No members yet. Add one with “Add member”, or let people sign up (Identity settings).
            </Text>
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
