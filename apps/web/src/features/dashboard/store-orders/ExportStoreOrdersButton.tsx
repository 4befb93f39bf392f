import { useTesseraClient } from '@tessera/react';
import { CsvExportButton } from '../CsvExportButton.tsx';
import { allStoreOrders, orderFilter, type StoreOrderFilters } from './store-orders-data.ts';
import { storeOrdersCsv, storeOrdersCsvFileName } from './store-orders-csv.ts';

/** Every order the search selects (all pages) as a CSV file. */
export function ExportStoreOrdersButton({
  filters,
  disabled,
}: {
  filters: StoreOrderFilters;
  disabled?: boolean;
}) {
  const client = useTesseraClient();
  const makeCsv = async () => {
    const orders = await allStoreOrders(client, orderFilter(filters), filters.search);
    return {
      text: storeOrdersCsv(orders),
      count: orders.length,
      fileName: storeOrdersCsvFileName(new Date()),
    };
  };
  return <CsvExportButton makeCsv={makeCsv} disabled={disabled} />;
}
