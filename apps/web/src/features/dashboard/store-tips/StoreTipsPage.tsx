import { Alert, Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDefaultTipSettings, useSaveTipSettings } from '@tessera/react';
import { usePageTitle } from '../../../app/usePageTitle.ts';
import { LoadFailure } from '../LoadFailure.tsx';
import { errorMessage } from '../error-message.ts';
import { notifyDone } from '../feedback.ts';
import { useStoreBasics } from '../store-settings/store-settings-data.ts';
import { OrderTipPanel } from './OrderTipPanel.tsx';
import { TipSettingsForm } from './TipSettingsForm.tsx';

/** Tips are off until the owner sets them up: then checkouts offer 10, 15 or 20 %. */
function SetUpTips() {
  const save = useSaveTipSettings();
  return (
    <Paper withBorder p="md">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3">
          Tips at checkout
        </Title>
        <Text>Tips are off: customers are not offered a tip at checkout.</Text>
        {save.error && (
          <Alert color="red" variant="light" title="Tips were not set up">
            {errorMessage(save.error)}
          </Alert>
        )}
        <Button
          loading={save.isPending}
          onClick={() =>
            save.mutate(
              { change: {} },
              { onSuccess: () => notifyDone('Tips are on: customers can pick 10 %, 15 % or 20 %.') },
            )
          }
        >
          Set up tips
        </Button>
      </Stack>
    </Paper>
  );
}

/** The store's tips: the checkout's tip settings and one order's tip and its split among staff. */
export function StoreTipsPage() {
  usePageTitle('Tips');
  const settings = useDefaultTipSettings();
  const basics = useStoreBasics();
  const currency = basics.data?.currency ?? 'USD';
  return (
    <Stack gap="lg">
      <Title order={1}>Tips</Title>
      {settings.error && (
        <LoadFailure what="Tip settings" error={settings.error} onRetry={() => void settings.refetch()} />
      )}
      {settings.isPending && <Skeleton height={320} aria-busy="true" aria-label="Loading tip settings" />}
      {settings.data === null && <SetUpTips />}
      {settings.data && <TipSettingsForm key={settings.data.revision} current={settings.data} />}
      <OrderTipPanel currency={currency} />
    </Stack>
  );
}
