import { eventOrdersAdminOf, useTesseraClient } from '@tessera/react';
import type { OrdersQuery } from '@tessera/sdk/event-orders-admin';
import { CsvExportButton } from '../CsvExportButton.tsx';
import { csvFileName, ordersCsv } from './orders-csv.ts';

/** Every order the filters select (all pages, oldest first) as a CSV file. */
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
  const makeCsv = async () => {
    const orders = eventOrdersAdminOf(client).allOrders({
      ...query,
      fieldset: ['DETAILS'],
      sort: 'created:asc',
    });
    const { text, count } = await ordersCsv(orders, eventTitles);
    return { text, count, fileName: csvFileName(new Date(), eventTitle) };
  };
  return <CsvExportButton makeCsv={makeCsv} disabled={disabled} />;
}
