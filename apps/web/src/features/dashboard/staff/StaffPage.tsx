import { useState } from 'react';
import { Alert, Button, Code, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useStaffMembers } from '@tessera/react';
import type { StaffInvitation } from '@tessera/sdk/staff-admin';
import { usePageTitle } from '../../../app/usePageTitle.ts';
import { notifyDone } from '../feedback.ts';
import { LoadFailure } from '../LoadFailure.tsx';
import { copyText } from './copy-text.ts';
import { InviteStaffForm } from './InviteStaffForm.tsx';
import { StaffMemberCard } from './StaffMemberCard.tsx';
import { GuestsAreaNav } from '../guests/GuestsAreaNav.tsx';

/** `/dashboard/staff`: people who help at events, what they may do, and their invitations. */
export function StaffPage() {
  usePageTitle('Staff');
  const staff = useStaffMembers();
  const [invited, setInvited] = useState<StaffInvitation | null>(null);
  const list = staff.data ?? [];
  return (
    <Stack gap="lg">
      <GuestsAreaNav />
      <Title order={1}>Staff</Title>
      <InviteStaffForm
        onInvited={(invitation) => {
          setInvited(invitation);
          notifyDone(`${invitation.staffMember.email} was invited.`);
        }}
      />
      {invited && (
        <Alert color="green" variant="light" title={`Send ${invited.staffMember.email} this link`}>
          <Stack gap="xs">
            <Text size="sm">
              They open it, log in or sign up with that email, and accept. The link is shown only now and
              works for 7 days.
            </Text>
            <Code block style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
              {invited.joinLink}
            </Code>
            <Group>
              <Button
                size="compact-md"
                onClick={() =>
                  void copyText(invited.joinLink).then((ok) =>
                    notifyDone(ok ? 'The join link was copied.' : 'Select the link above and copy it.'),
                  )
                }
              >
                Copy join link
              </Button>
              <Button size="compact-md" variant="default" onClick={() => setInvited(null)}>
                Done
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      {staff.isPending && <Skeleton height={120} aria-busy="true" />}
      {staff.error && <LoadFailure what="Staff" error={staff.error} onRetry={() => void staff.refetch()} />}
      {staff.data &&
        (list.length === 0 ? (
          <Paper withBorder p="xl" ta="center">
            <Text c="dimmed">No staff yet. Invite someone to check guests in at the door.</Text>
          </Paper>
        ) : (
          <Stack component="ul" gap="xs" m={0} p={0} aria-label="Staff members" style={{ listStyle: 'none' }}>
            {list.map((member) => (
              <StaffMemberCard key={member.id} member={member} />
            ))}
          </Stack>
        ))}
    </Stack>
  );
}
