import { Button, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useAbandonedCheckouts } from '@tessera/react';
import type { AbandonedCheckoutStatus } from '@tessera/sdk/abandoned-checkouts-admin';
import { usePageTitle } from '../../../app/usePageTitle.ts';
import { Pager } from '../../../shared/Pager.tsx';
import { LoadFailure } from '../LoadFailure.tsx';
import { ResponsiveList } from '../ResponsiveList.tsx';
import { ListLoading } from '../store-catalog/ListLoading.tsx';
import { usePhoneLayout } from '../usePhoneLayout.ts';
import { ABANDONED_COLUMNS, AbandonedCheckoutCard, AbandonedCheckoutRow } from './AbandonedCheckoutRow.tsx';
import { AbandonedFigures } from './AbandonedFigures.tsx';
import { STATUS_FILTERS } from './abandoned-labels.ts';

const PAGE_SIZE = 20;

/**
 * Checkouts left with an email and items for an hour (each emailed a recovery link once), newest
 * first: the month's figures, a status filter, pages by cursor (the cursors of the pages before
 * kept, so "Previous" goes back), each one's details, its link to copy, delete after asking.
 */
export function AbandonedCheckoutsPage() {
  usePageTitle('Abandoned checkouts');
  const [status, setStatus] = useState<AbandonedCheckoutStatus | ''>('');
  const [typed, setTyped] = useState('');
  const [text, setText] = useState('');
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const page = cursors.length - 1;
  const list = useAbandonedCheckouts({
    ...(status ? { status } : {}),
    ...(text ? { text } : {}),
    limit: PAGE_SIZE,
    cursor: cursors[page],
  });
  const phone = usePhoneLayout();
  const items = list.data?.abandonedCheckouts ?? [];

  return (
    <Stack gap="md">
      <Title order={1}>Abandoned checkouts</Title>
      <AbandonedFigures />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label="Status"
          data={STATUS_FILTERS}
          value={status}
          allowDeselect={false}
          onChange={(value) => {
            setStatus((value ?? '') as AbandonedCheckoutStatus | '');
            setCursors([null]);
          }}
          style={{ flex: '0 1 200px' }}
        />
        <Group
          component="form"
          role="search"
          aria-label="Find abandoned checkouts"
          gap="xs"
          align="flex-end"
          wrap="nowrap"
          style={{ flex: '1 1 260px' }}
          onSubmit={(event) => {
            event.preventDefault();
            setText(typed.trim());
            setCursors([null]);
          }}
        >
          <TextInput
            label="Buyer's email or name"
            value={typed}
            maxLength={100}
            onChange={(event) => setTyped(event.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <Button type="submit" variant="default">
            Search
          </Button>
        </Group>
      </Group>
      {list.isError ? (
        <LoadFailure what="Abandoned checkouts" error={list.error} onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        <ListLoading label="Loading abandoned checkouts" />
      ) : (
        <>
          <Text role="status" size="sm" c="dimmed">
            {items.length === 0
              ? status || text
                ? 'No abandoned checkouts match.'
                : 'No abandoned checkouts yet. A checkout left an hour with an email and items shows up here.'
              : `${items.length} on this page`}
          </Text>
          {items.length > 0 && (
            <ResponsiveList
              caption="Abandoned checkouts, newest first"
              phone={phone}
              columns={ABANDONED_COLUMNS}
              items={items}
              card={(checkout) => <AbandonedCheckoutCard key={checkout.id} checkout={checkout} />}
              row={(checkout) => <AbandonedCheckoutRow key={checkout.id} checkout={checkout} />}
            />
          )}
          <Pager
            page={page}
            hasNext={Boolean(list.data.nextCursor)}
            onPage={(to) =>
              setCursors(to > page ? [...cursors, list.data.nextCursor] : cursors.slice(0, to + 1))
            }
          />
        </>
      )}
    </Stack>
  );
}
