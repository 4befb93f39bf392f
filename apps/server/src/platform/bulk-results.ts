import { AppError } from './errors.ts';

/** One item's outcome in a bulk answer (the hosted `ItemMetadata` + item of every bulk route). */
export interface BulkResult<T> {
  itemMetadata: {
    id?: string;
    originalIndex: number;
    success: boolean;
    error?: { code: string; description: string };
  };
  item?: T;
}

/**
 * Runs `work` for each item in turn (each in its own unit, by the caller): an item refused with
 * an AppError fails alone with its code; anything else is a fault and stops the call. Answers a
 * result per item, in order, and the counts.
 */
export async function bulkResults<I, T>(
  items: readonly I[],
  idOf: (item: I) => string | undefined,
  work: (item: I) => Promise<T | undefined>,
) {
  const results: BulkResult<T>[] = [];
  for (const [originalIndex, item] of items.entries()) {
    const id = idOf(item);
    try {
      const done = await work(item);
      results.push({ itemMetadata: { id, originalIndex, success: true }, ...(done ? { item: done } : {}) });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push({
        itemMetadata: {
          id,
          originalIndex,
          success: false,
          error: { code: error.code, description: error.message },
        },
      });
    }
  }
  return bulkAnswer(results);
}

/** A bulk call's answer: its results, in order, and their tally (`bulkActionMetadata`). */
export function bulkAnswer<R extends { itemMetadata: { success?: boolean } }>(results: R[]) {
  const totalSuccesses = results.filter((r) => r.itemMetadata.success).length;
  return {
    results,
    bulkActionMetadata: {
      totalSuccesses,
      totalFailures: results.length - totalSuccesses,
      undetailedFailures: 0,
    },
  };
}
