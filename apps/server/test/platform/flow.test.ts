import { describe, expect, it } from 'vitest';
import { FlowError, runFlow, type FlowStep } from '../../src/platform/flow.ts';

interface Ctx {
  log: string[];
}
const step = (name: string, options: { fail?: boolean; failUndo?: boolean } = {}): FlowStep<Ctx> => ({
  name,
  async run(ctx) {
    if (options.fail) throw new Error(`${name} broke`);
    ctx.log.push(`run ${name}`);
  },
  async undo(ctx) {
    if (options.failUndo) throw new Error(`undo ${name} broke`);
    ctx.log.push(`undo ${name}`);
  },
});

describe('runFlow: steps with compensation', () => {
  it('runs every step in order', async () => {
    const ctx = await runFlow({ log: [] }, [step('reserve'), step('order'), step('pay')]);
    expect(ctx.log).toEqual(['run reserve', 'run order', 'run pay']);
  });

  it('undoes the completed steps newest first and rethrows the failure', async () => {
    const ctx: Ctx = { log: [] };
    await expect(runFlow(ctx, [step('reserve'), step('order'), step('pay', { fail: true })])).rejects.toThrow(
      'pay broke',
    );
    expect(ctx.log).toEqual(['run reserve', 'run order', 'undo order', 'undo reserve']);
  });

  it('keeps undoing when an undo fails, and reports both', async () => {
    const ctx: Ctx = { log: [] };
    const error = await runFlow(ctx, [
      step('reserve'),
      step('order', { failUndo: true }),
      step('pay', { fail: true }),
    ]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FlowError);
    expect((error as FlowError).step).toBe('pay');
    expect((error as FlowError).undoFailures.map((f) => f.step)).toEqual(['order']);
    expect(ctx.log).toEqual(['run reserve', 'run order', 'undo reserve']);
  });
});
