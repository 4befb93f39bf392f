import { ApplicationError, TesseraApiError } from '@tessera/sdk';

/** What to tell the owner about a failed call: the server's own words where there are any. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApplicationError) {
    return error.code && error.code !== error.description
      ? `${error.description} (${error.code})`
      : error.description;
  }
  if (error instanceof TesseraApiError || error instanceof Error) return error.message;
  return String(error);
}
