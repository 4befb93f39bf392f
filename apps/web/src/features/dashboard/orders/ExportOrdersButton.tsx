import { useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { eventOrdersAdminOf, useTesseraClient } from '@tessera/react';
import type { OrdersQuery } from '@tessera/sdk/event-orders-admin';
import { errorMessage } from '../error-message.ts';
import { notifyDone } from '../feedback.ts';
import { csvFileName, ordersCsv } from './orders-csv.ts';

/** Hands the browser a file to save, without a server round trip. */
function download(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file over.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Every order the filters select (all pages, oldest first) as a CSV file, read page by page in
 * the browser; the page stays usable meanwhile and says what happened.
 */
export function ExportOrdersButton({
  query,
  eventTitles,
  eventTitle,
  disabled,
}: {
  query: OrdersQuery;
  eventTitles: ReadonlyMap<string, string>;
  /** The one event filtered on, for the file name. */
  eventTitle?: string;
  disabled?: boolean;
}) {
  const client = useTesseraClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const exportCsv = async () => {
    setBusy(true);
    setError(null);
    try {
      const orders = eventOrdersAdminOf(client).allOrders({
        ...query,
        fieldset: ['DETAILS'],
        sort: 'created:asc',
      });
      const { text, count } = await ordersCsv(orders, eventTitles);
      const fileName = csvFileName(new Date(), eventTitle);
      download(text, fileName);
      notifyDone(`${count} ${count === 1 ? 'order was' : 'orders were'} exported to ${fileName}.`);
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap={4} align="flex-end">
      <Button variant="default" onClick={() => void exportCsv()} loading={busy} disabled={disabled}>
        Export CSV
      </Button>
      {error !== null && (
        <Text c="red.8" size="sm" role="alert">
          The export failed. {errorMessage(error)}
        </Text>
      )}
    </Stack>
  );
}
