import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { stateMachineTable } from '../../src/platform/state-machine.ts';
import { storeOrderStatus } from '../../src/modules/store-orders/index.ts';

/**
 * The store order's status machine as docs/store/orders.md prints it (the lead folds it into
 * docs/architecture.md and the platform's state-machine docs test). PRINT_STATE_MACHINES=1
 * prints the markdown to paste.
 */
describe('store order state machine in docs/store/orders.md', () => {
  it('carries the storeOrder table as generated', () => {
    const docs = fs.readFileSync(
      path.resolve(import.meta.dirname, '../../../../docs/store/orders.md'),
      'utf8',
    );
    const generated = stateMachineTable(storeOrderStatus);
    if (process.env.PRINT_STATE_MACHINES) console.log(generated);
    const open = '<!-- state-machine:storeOrder -->\n';
    const start = docs.indexOf(open);
    const end = docs.indexOf('\n<!-- /state-machine:storeOrder -->');
    expect(start >= 0 && end > start ? docs.slice(start + open.length, end) : undefined).toBe(generated);
  });
});
