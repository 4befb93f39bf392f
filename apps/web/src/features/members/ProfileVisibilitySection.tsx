import { useState, type FormEvent } from 'react';
import { Button, Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useCommunityVisibility, type CommunityVisibility } from '@tessera/react';
import type { Member } from '@tessera/sdk';
import { identityErrorMessage } from './identity-errors.ts';
import { FormError } from '../../shared/forms/FormError.tsx';

const SAVED: Record<CommunityVisibility, string> = {
  PUBLIC: 'Your profile is now public in the community.',
  PRIVATE: 'Your profile is now private.',
};

/**
 * Whether the member's profile shows in the site's community (JoinCommunity) or not
 * (LeaveCommunity). A member never asked is private.
 */
export function ProfileVisibilitySection({ member }: { member: Member }) {
  const current: CommunityVisibility = member.privacyStatus === 'PUBLIC' ? 'PUBLIC' : 'PRIVATE';
  const [choice, setChoice] = useState<CommunityVisibility>(current);
  const visibility = useCommunityVisibility();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    visibility.mutate(choice, {
      onSuccess: (saved) =>
        notifications.show({
          color: 'green',
          message: SAVED[saved.privacyStatus === 'PUBLIC' ? 'PUBLIC' : 'PRIVATE'],
        }),
    });
  };

  return (
    <Paper withBorder p="lg">
      <form onSubmit={submit} aria-labelledby="visibility-heading">
        <Stack gap="md">
          <Title order={2} size="h3" id="visibility-heading">
            Profile visibility
          </Title>
          <Text size="sm" data-testid="visibility-now">
            {current === 'PUBLIC'
              ? 'Your profile is public: other members of the community can see it.'
              : 'Your profile is private: only you and the site owner can see it.'}
          </Text>
          <FormError>{visibility.error && identityErrorMessage(visibility.error)}</FormError>
          <Radio.Group
            label="Who can see your profile"
            value={choice}
            onChange={(value) => setChoice(value === 'PUBLIC' ? 'PUBLIC' : 'PRIVATE')}
          >
            <Stack gap="sm" mt="xs">
              <Radio value="PUBLIC" label="Public" description="Shown to other members in the community." />
              <Radio value="PRIVATE" label="Private" description="Only you and the site owner." />
            </Stack>
          </Radio.Group>
          <Group>
            <Button type="submit" loading={visibility.isPending}>
              Save visibility
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
