import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDeleteMyMember } from '@tessera/react';
import { leaveDeletedAccount } from '../../app/member-session.ts';
import { DeleteAccountDialog } from './DeleteAccountDialog.tsx';
import { useMemberAuth } from './member-auth.ts';

/**
 * "Delete my account": asks first, deletes the member's own membership, then logs out here and
 * goes to the home page, which says the account was deleted.
 */
export function DeleteAccountSection({ onDeleted }: { onDeleted: () => void }) {
  const auth = useMemberAuth();
  const remove = useDeleteMyMember();
  const [asking, setAsking] = useState(false);
  const close = () => {
    if (remove.isPending) return;
    setAsking(false);
    remove.reset();
  };
  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        onDeleted();
        void leaveDeletedAccount(auth);
      },
    });

  return (
    <Paper withBorder p="lg">
      <Stack gap="md">
        <Title order={2} size="h3">
          Delete my account
        </Title>
        <Group justify="space-between" align="center">
          <Text size="sm" maw={420}>
            Removes your profile and your log-in from this site. This cannot be undone.
          </Text>
          <Button color="red.9" variant="outline" onClick={() => setAsking(true)}>
            Delete my account
          </Button>
        </Group>
      </Stack>
      <DeleteAccountDialog
        opened={asking}
        pending={remove.isPending}
        error={remove.error}
        onClose={close}
        onConfirm={confirm}
      />
    </Paper>
  );
}
