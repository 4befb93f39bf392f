import type { Measured } from './bench-host.ts';

/** The bare route around a row: the mean of its runs just before and just after the row. */
export interface Baseline {
  reqPerSec: number;
  cpuUsPerRequest: number;
}

/**
 * Measures the bare route before the first row and again after each row, and gives each row the
 * mean of the two bare runs around it as its baseline: the bare route's own figures move with the
 * machine's load by a third between runs, so a drift then moves both sides of a row's ratio. The
 * run after one row is the run before the next. Answers every bare run in order (`first` is the
 * one before any row) and each row's figures with its baseline.
 */
export async function measureBesideBaseline<Row>(
  rows: readonly Row[],
  measureRow: (row: Row) => Promise<Measured>,
  measureBare: (first: boolean) => Promise<Measured>,
): Promise<{ bareRuns: Measured[]; results: { row: Row; r: Measured; around: Baseline }[] }> {
  const bareRuns = [await measureBare(true)];
  const results: { row: Row; r: Measured; around: Baseline }[] = [];
  for (const row of rows) {
    const r = await measureRow(row);
    const before = bareRuns[bareRuns.length - 1];
    const after = await measureBare(false);
    bareRuns.push(after);
    const around = {
      reqPerSec: (before.reqPerSec + after.reqPerSec) / 2,
      cpuUsPerRequest: (before.cpuUsPerRequest + after.cpuUsPerRequest) / 2,
    };
    results.push({ row, r, around });
  }
  return { bareRuns, results };
}
