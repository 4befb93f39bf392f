import { Group, Switch, Text } from '@mantine/core';
import { RowError } from '../RowError.tsx';
import { notifyDone } from '../feedback.ts';
import { useCollecting, useSetCollecting } from './back-in-stock-data.ts';

/** Whether shoppers may ask for out-of-stock items (the product page's sign-up form). */
export function CollectingSwitch() {
  const collecting = useCollecting();
  const set = useSetCollecting();
  if (collecting.isError) {
    return (
      <Text size="sm" c="red.8" role="alert">
        Whether requests are collected could not be read. Reload the page to try again.
      </Text>
    );
  }
  return (
    <div>
      <Group gap="sm">
        <Switch
          label="Collect requests from shoppers"
          description="Out-of-stock product pages offer “Email me when it is back”."
          checked={collecting.data ?? true}
          disabled={collecting.isPending || set.isPending}
          onChange={(event) => {
            const on = event.currentTarget.checked;
            set.mutate(on, {
              onSuccess: () =>
                notifyDone(
                  on ? 'Shoppers can ask again.' : 'Shoppers can no longer ask; waiting requests stay.',
                ),
            });
          }}
        />
      </Group>
      <RowError error={set.error} />
    </div>
  );
}
