import { useState } from 'react';
import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { Member } from '@tessera/sdk';
import { useMembersQuery } from '@tessera/react';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { AddMemberForm } from './AddMemberForm.tsx';
import { notifyDone } from './feedback.ts';
import { LoadFailure } from './LoadFailure.tsx';
import { MemberCard } from './MemberCard.tsx';
import { MemberRow } from './MemberRow.tsx';
import { ResponsiveList } from './ResponsiveList.tsx';
import { usePhoneLayout } from './usePhoneLayout.ts';

const PAGE_SIZE = 50;
const CAPTION = 'Members, newest first';
const COLUMNS = ['Member', 'Status', 'Joined'];

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
        ) : (
          <ResponsiveList
            caption={CAPTION}
            phone={phone}
            columns={COLUMNS}
            items={list}
            card={(member) => <MemberCard key={member.id} member={member} />}
            row={(member) => <MemberRow key={member.id} member={member} />}
          />
        ))}
    </Stack>
  );
}
