import { useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { errorMessage } from './error-message.ts';
import { notifyDone } from './feedback.ts';

/** What an export made: the file's text, its name, and how many orders (rows) it holds. */
export interface CsvExport {
  text: string;
  fileName: string;
  count: number;
}

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
 * "Export CSV" for a list of orders: `makeCsv` reads every page in the browser; the page stays
 * usable meanwhile and says what happened (a notice with the count, or a sentence under the button).
 */
export function CsvExportButton({
  makeCsv,
  disabled,
}: {
  makeCsv: () => Promise<CsvExport>;
  disabled?: boolean;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const exportCsv = async () => {
    setBusy(true);
    setError(null);
    try {
      const { text, fileName, count } = await makeCsv();
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
