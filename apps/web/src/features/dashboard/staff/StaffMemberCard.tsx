import { Badge, Button, Group, Paper, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useChangeStaffMember, useResendStaffInvitation, useStaffLoginLink } from '@tessera/react';
import type { StaffMember } from '@tessera/sdk/staff-admin';
import { useConfirmation } from '../ConfirmDialog.tsx';
import { errorMessage } from '../error-message.ts';
import { notifyDone } from '../feedback.ts';
import { copyText } from './copy-text.ts';
import { ACCESS_COLORS, ACCESS_LABELS, SCOPE_LABELS } from './staff-labels.ts';
import { TintBadge } from '../guests/TintBadge.tsx';

const failed = (error: unknown) =>
  notifications.show({ color: 'red', message: errorMessage(error), autoClose: 8000 });

/** One staff member: who, what they may do, their access, and resend/pause/resume, login link, remove. */
export function StaffMemberCard({ member }: { member: StaffMember }) {
  const change = useChangeStaffMember();
  const loginLink = useStaffLoginLink();
  const resend = useResendStaffInvitation();
  const { ask, dialog } = useConfirmation();
  const who = member.name || member.email;

  const setAccess = async (access: 'HAS_ACCESS' | 'ACCESS_PAUSED') => {
    try {
      await change.mutateAsync({ id: member.id, access });
      notifyDone(access === 'ACCESS_PAUSED' ? `${who}'s access is paused.` : `${who} has access again.`);
    } catch (error) {
      failed(error);
    }
  };
  const remove = () =>
    ask({
      title: `Remove ${who}?`,
      message: `${who} loses staff access at once. To give it back you invite them again.`,
      confirmLabel: 'Remove staff member',
      danger: true,
      onConfirm: () => {
        change
          .mutateAsync({ id: member.id, remove: true })
          .then(() => notifyDone(`${who} was removed.`), failed);
      },
    });
  const copyLogin = async () => {
    try {
      const link = await loginLink.mutateAsync(member.id);
      notifyDone(
        (await copyText(link.loginLink))
          ? `A login link for ${who} was copied. It works once, for 30 minutes; a newer link replaces it.`
          : `Login link for ${who} (works once, for 30 minutes): ${link.loginLink}`,
      );
    } catch (error) {
      failed(error);
    }
  };

  const resendInvitation = async () => {
    try {
      const invitation = await resend.mutateAsync(member.id);
      const mailed = member.email ? `A new invitation was emailed to ${member.email}. ` : '';
      notifyDone(
        (await copyText(invitation.joinLink))
          ? `${mailed}Its join link was copied. The previous link no longer works.`
          : `${mailed}The previous link no longer works. New join link: ${invitation.joinLink}`,
      );
    } catch (error) {
      failed(error);
    }
  };

  return (
    <Paper component="li" withBorder p="sm">
      <Group justify="space-between" gap="sm" align="flex-start">
        <div style={{ minWidth: 0, flex: 1 }}>
          <Text fw={600} truncate>
            {who}
          </Text>
          {member.name && (
            <Text size="sm" c="dimmed" truncate>
              {member.email}
            </Text>
          )}
          <Group gap={6} mt={4}>
            <TintBadge color={ACCESS_COLORS[member.access]}>{ACCESS_LABELS[member.access]}</TintBadge>
            {member.scopes.map((scope) => (
              <Badge key={scope} variant="outline" color="dark">
                {SCOPE_LABELS[scope]}
              </Badge>
            ))}
          </Group>
        </div>
        <Group gap="xs">
          {member.access === 'PENDING' && (
            <Button
              variant="default"
              size="compact-md"
              loading={resend.isPending}
              onClick={() => void resendInvitation()}
              aria-label={`Resend invitation to ${who}`}
            >
              Resend invitation
            </Button>
          )}
          {member.access === 'HAS_ACCESS' && (
            <>
              <Button
                variant="default"
                size="compact-md"
                loading={loginLink.isPending}
                onClick={() => void copyLogin()}
              >
                Copy login link
              </Button>
              <Button variant="default" size="compact-md" onClick={() => void setAccess('ACCESS_PAUSED')}>
                Pause
              </Button>
            </>
          )}
          {member.access === 'ACCESS_PAUSED' && (
            <Button variant="default" size="compact-md" onClick={() => void setAccess('HAS_ACCESS')}>
              Resume
            </Button>
          )}
          <Button
            variant="default"
            color="red"
            size="compact-md"
            onClick={remove}
            aria-label={`Remove ${who}`}
          >
            Remove
          </Button>
        </Group>
      </Group>
      {dialog}
    </Paper>
  );
}
