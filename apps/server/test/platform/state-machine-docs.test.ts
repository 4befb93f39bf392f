import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { stateMachineTable, type DocumentedMachine } from '../../src/platform/state-machine.ts';
import { eventLifecycle } from '../../src/modules/events/events.state-machine.ts';
import { reservationLifecycle } from '../../src/modules/reservations/index.ts';
import { orderStatus } from '../../src/modules/event-checkout/index.ts';
import { rsvpLifecycle } from '../../src/modules/rsvps/index.ts';
import { orderPaymentStatus, storeOrderStatus } from '../../src/modules/store-orders/index.ts';
import { paymentTransactionStatus } from '../../src/modules/store-payments/index.ts';

/**
 * Every state machine of the server, as docs/architecture.md prints it. A new machine
 * (reservations, orders, payments, RSVPs) is added here and its table to the docs; run with
 * PRINT_STATE_MACHINES=1 to print the markdown to paste.
 */
const documented: DocumentedMachine[] = [
  eventLifecycle,
  reservationLifecycle,
  rsvpLifecycle,
  orderStatus,
  storeOrderStatus,
  orderPaymentStatus,
  paymentTransactionStatus,
];

const docsFile = path.resolve(import.meta.dirname, '../../../../docs/architecture.md');
const section = (docs: string, name: string): string | undefined => {
  const open = `<!-- state-machine:${name} -->\n`;
  const start = docs.indexOf(open);
  const end = docs.indexOf(`\n<!-- /state-machine:${name} -->`);
  return start < 0 || end < start ? undefined : docs.slice(start + open.length, end);
};

describe('state machines in docs/architecture.md', () => {
  const docs = fs.readFileSync(docsFile, 'utf8');
  for (const machine of documented) {
    it(`carries the ${machine.name} table as generated`, () => {
      const generated = stateMachineTable(machine);
      if (process.env.PRINT_STATE_MACHINES) console.log(`### ${machine.name}\n\n${generated}\n`);
      expect(section(docs, machine.name)).toBe(generated);
    });
  }
});
