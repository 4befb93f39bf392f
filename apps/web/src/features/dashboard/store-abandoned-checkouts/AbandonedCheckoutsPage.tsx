import { Select, Stack, Text, Title } from '@mantine/core';
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
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const page = cursors.length - 1;
  const list = useAbandonedCheckouts({
    ...(status ? { status } : {}),
    limit: PAGE_SIZE,
    cursor: cursors[page],
  });
  const phone = usePhoneLayout();
  const items = list.data?.abandonedCheckouts ?? [];

  return (
    <Stack gap="md">
      <Title order={1}>Abandoned checkouts</Title>
      <AbandonedFigures />
      <Select
        label="Status"
        data={STATUS_FILTERS}
        value={status}
        allowDeselect={false}
        onChange={(value) => {
          setStatus((value ?? '') as AbandonedCheckoutStatus | '');
          setCursors([null]);
        }}
        style={{ maxWidth: 240 }}
      />
      {list.isError ? (
        <LoadFailure what="Abandoned checkouts" error={list.error} onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        <ListLoading label="Loading abandoned checkouts" />
      ) : (
        <>
          <Text role="status" size="sm" c="dimmed">
            {items.length === 0
              ? status
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
