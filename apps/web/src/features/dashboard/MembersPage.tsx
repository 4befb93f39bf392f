import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useMemberAction, useMembersQuery } from '@tessera/react';
import type { Member, MemberAction } from '@tessera/sdk';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { errorMessage } from './error-message.ts';
import { RowError } from './RowError.tsx';

const PAGE_SIZE = 50;

const STATUS: Record<Member['status'], { label: string; color: string }> = {
  UNKNOWN: { label: 'Unknown', color: 'gray' },
  PENDING: { label: 'Pending', color: 'yellow' },
  APPROVED: { label: 'Approved', color: 'green' },
  BLOCKED: { label: 'Blocked', color: 'red' },
  OFFLINE: { label: 'Offline', color: 'gray' },
};

const ACTION_LABELS: Record<MemberAction, string> = {
  approve: 'Approve',
  block: 'Block',
  unblock: 'Unblock',
  delete: 'Delete',
};

function actionsFor(member: Member): MemberAction[] {
  if (member.status === 'PENDING') return ['approve', 'block', 'delete'];
  if (member.status === 'BLOCKED') return ['unblock', 'delete'];
  return ['block', 'delete'];
}

function MemberRow({ member }: { member: Member }) {
  const name = [member.contact.firstName, member.contact.lastName].filter(Boolean).join(' ');
  const action = useMemberAction();
  const run = (next: MemberAction) => {
    if (
      next === 'delete' &&
      !window.confirm(`Delete the member ${member.loginEmail}? This cannot be undone.`)
    ) {
      return;
    }
    action.mutate({ action: next, memberId: member.id });
  };
  const status = STATUS[member.status] ?? STATUS.UNKNOWN;
  return (
    <Table.Tr aria-busy={action.isPending}>
      <Table.Td>
        <Text fw={500}>{member.loginEmail}</Text>
        {name && (
          <Text size="sm" c="dimmed">
            {name}
          </Text>
        )}
        <RowError error={action.error} />
      </Table.Td>
      <Table.Td>
        {/* Dark text on the light tint: the tint's own text colour falls short of 4.5:1. */}
        <Badge
          color={status.color}
          variant="light"
          styles={{ label: { color: 'var(--mantine-color-black)' } }}
        >
          {status.label}
        </Badge>
        {member.pendingReasons.includes('PENDING_EMAIL_VERIFICATION_REQUIRED') && (
          <Text size="xs" c="dimmed">
            Email not verified
          </Text>
        )}
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {new Date(member.createdDate).toLocaleDateString()}
      </Table.Td>
      <Table.Td>
        <Group gap={6} justify="flex-end" wrap="nowrap">
          {actionsFor(member).map((name) => (
            <Button
              key={name}
              size="compact-sm"
              variant="default"
              c={name === 'delete' ? 'red.9' : undefined}
              disabled={action.isPending}
              onClick={() => run(name)}
            >
              {ACTION_LABELS[name]}
              <span className="visually-hidden"> {member.loginEmail}</span>
            </Button>
          ))}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** The site's members, newest first, with approve / block / unblock / delete. */
export function MembersPage() {
  usePageTitle('Members');
  const members = useMembersQuery({ paging: { limit: PAGE_SIZE, offset: 0 } });

  return (
    <Stack gap="lg">
      <Title order={1}>Members</Title>
      {members.isPending && <Skeleton height={200} aria-busy="true" />}
      {members.error && (
        <Alert color="red" variant="light" title="Members could not be loaded">
          {errorMessage(members.error)}
        </Alert>
      )}
      {members.data &&
        (members.data.members.length === 0 ? (
          <Paper withBorder p="xl" ta="center">
            <Text c="dimmed">No members yet.</Text>
          </Paper>
        ) : (
          <Paper withBorder>
            <Table.ScrollContainer minWidth={560}>
              <Table verticalSpacing="sm" horizontalSpacing="md">
                <caption className="visually-hidden">Members, newest first</caption>
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
                  {members.data.members.map((member) => (
                    <MemberRow key={member.id} member={member} />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
        ))}
    </Stack>
  );
}
