import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TestClock } from '../../src/platform/clock.ts';
import { openDatabase, type DatabaseHandle } from '../../src/platform/db.ts';
import { migrateToLatest } from '../../src/platform/migrations/index.ts';
import { PaymentsService } from '../../src/platform/payments/payments.service.ts';
import { TestGateway } from '../../src/platform/payments/test-gateway.ts';
import { UnitOfWork } from '../../src/platform/unit-of-work.ts';
import { createTestDatabaseUrl } from '../support/database.ts';

/** One server process's view of the payments: its own connection, gateway client and service. */
export interface PaymentsProcess {
  handle: DatabaseHandle;
  gateway: TestGateway;
  payments: PaymentsService;
}

/**
 * `count` processes on one database (a shared SQLite file, or one PostgreSQL database), sharing
 * a test clock and the gateway's webhook secret.
 */
export async function openPaymentsProcesses(count: number, clock: TestClock) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-payments-'));
  const databaseUrl = await createTestDatabaseUrl();
  const processes: PaymentsProcess[] = [];
  for (let i = 0; i < count; i++) {
    const handle = openDatabase({ databaseUrl, sqliteFile: path.join(dir, 'payments.db'), poolSize: 8 });
    if (i === 0) await migrateToLatest(handle.db);
    const gateway = new TestGateway({ db: handle.db, clock, webhookSecret: 'test-secret' });
    const uow = new UnitOfWork(handle.db, handle.dialect);
    processes.push({
      handle,
      gateway,
      payments: new PaymentsService({ db: handle.db, uow, clock, providers: [gateway] }),
    });
  }
  const close = async () => {
    for (const p of processes) await p.handle.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  return { processes, close };
}
