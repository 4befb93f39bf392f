import { useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { useTesseraClient } from '@tessera/react';
import { errorMessage } from '../error-message.ts';
import { notifyDone } from '../feedback.ts';
import { allStoreOrders, orderFilter, type StoreOrderFilters } from './store-orders-data.ts';
import { storeOrdersCsv, storeOrdersCsvFileName } from './store-orders-csv.ts';

/** Hands the browser a file to save, without a server round trip. */
function download(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Every order the search selects (all pages) as a CSV file, read page by page in the browser. */
export function ExportStoreOrdersButton({
  filters,
  disabled,
}: {
  filters: StoreOrderFilters;
  disabled?: boolean;
}) {
  const client = useTesseraClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const exportCsv = async () => {
    setBusy(true);
    setError(null);
    try {
      const orders = await allStoreOrders(client, orderFilter(filters), filters.search);
      const fileName = storeOrdersCsvFileName(new Date());
      download(storeOrdersCsv(orders), fileName);
      const count = orders.length;
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
