import { vi } from 'vitest';
import type { TestApp } from '../support/test-app.ts';

/**
 * The SQL text of every statement the server runs while `run` is under way, inside units of work
 * too: transactions run on executors derived from the database's, so the spy sits on the
 * prototype that defines `executeQuery` (every Kysely executor inherits it).
 */
export async function statementsDuring(app: TestApp, run: () => Promise<unknown>): Promise<string[]> {
  let owner: object | null = app.db.getExecutor();
  while (owner && !Object.prototype.hasOwnProperty.call(owner, 'executeQuery'))
    owner = Object.getPrototypeOf(owner) as object | null;
  if (!owner) throw new Error('no executeQuery on the executor chain');
  const spy = vi.spyOn(owner as { executeQuery: (q: { sql: string }) => unknown }, 'executeQuery');
  try {
    await run();
    return spy.mock.calls.map(([query]) => query.sql);
  } finally {
    spy.mockRestore();
  }
}
