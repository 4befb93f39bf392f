import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitorCaller, type Caller } from '../../src/platform/auth/caller.ts';
import { AppError } from '../../src/platform/errors.ts';
import { selectFromSite, siteScope } from '../../src/platform/site-scope.ts';
import { eventsModule } from '../../src/modules/events/index.ts';
import { sitesModule } from '../../src/modules/sites/index.ts';
import { EventWritePipeline, type EventWrite } from '../../src/modules/events/events.write-pipeline.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createEvent } from './helpers.ts';

/**
 * The write pipeline's promises, with a write of its own: the steps run in order, every next
 * state is validated before any is persisted, a refusal leaves nothing written, and a bulk
 * write runs one unit per chunk until a chunk comes back short.
 */
describe('events write pipeline', () => {
  let app: TestApp;
  let pipeline: EventWritePipeline;
  let caller: Caller;

  beforeAll(async () => {
    app = await createTestApp();
    const deps = {
      db: app.db,
      uow: app.uow,
      publicUrl: 'http://tessera.test',
      secrets: app.modules.get(sitesModule).secrets,
    };
    pipeline = new EventWritePipeline(deps, app.modules.get(eventsModule).reads);
    caller = { ...visitorCaller(app.site.siteId), role: 'OWNER' };
  });
  afterAll(() => app.close());

  const titles = async () =>
    (
      await selectFromSite(siteScope(app.db, app.site.siteId), 'events')
        .select('title')
        .orderBy('title')
        .execute()
    ).map((r) => r.title);

  /** Renames the events whose titles it is given; refuses a title of `refuse`. */
  const rename = (steps: string[], refuse?: string): EventWrite<string[], string[], string, string[]> => ({
    normalise(input, context) {
      steps.push(`normalise:${context.caller.siteId === app.site.siteId}`);
      return input.map((t) => t.trim());
    },
    async patch(_unit, input) {
      steps.push('patch');
      return input;
    },
    validate(next) {
      steps.push(`validate:${next}`);
      if (next === refuse) throw new AppError('INVALID', 'REFUSED', `refused ${next}`);
    },
    async persist(unit, next, context) {
      steps.push(`persist:${next}`);
      await unit.db
        .updateTable('events')
        .set({ title: `${next}!`, updated_date: context.now })
        .where('site_id', '=', unit.siteId)
        .where('title', '=', next)
        .execute();
      return [next];
    },
    async read(written) {
      steps.push('read');
      return written;
    },
  });

  it('runs normalise, patch, validate (every state), persist, read in that order', async () => {
    await createEvent(app, { title: 'Alpha' });
    await createEvent(app, { title: 'Beta' });
    const steps: string[] = [];
    const written = await pipeline.run(caller, rename(steps), [' Alpha ', 'Beta']);
    expect(written).toEqual(['Alpha', 'Beta']);
    expect(steps).toEqual([
      'normalise:true',
      'patch',
      'validate:Alpha',
      'validate:Beta',
      'persist:Alpha',
      'persist:Beta',
      'read',
    ]);
    expect(await titles()).toEqual(['Alpha!', 'Beta!']);
  });

  it('refuses the whole write when one state is refused: nothing persisted, no read', async () => {
    await createEvent(app, { title: 'Gamma' });
    await createEvent(app, { title: 'Delta' });
    const steps: string[] = [];
    await expect(pipeline.run(caller, rename(steps, 'Delta'), ['Gamma', 'Delta'])).rejects.toMatchObject({
      code: 'REFUSED',
    });
    expect(steps).toEqual(['normalise:true', 'patch', 'validate:Gamma', 'validate:Delta']);
    expect(await titles()).toContain('Gamma');
  });

  it('runs a bulk write one unit per chunk until a chunk comes back short', async () => {
    let units = 0;
    const remaining = [3, 2, 1];
    const bulk: EventWrite<null, null, number, number> = {
      chunk: 2,
      normalise: () => null,
      async patch() {
        units++;
        const size = remaining.shift() === 1 ? 1 : 2;
        return Array.from({ length: size }, (_, i) => i);
      },
      validate: () => {},
      persist: async (_unit, next) => [String(next)],
      read: async (written) => written.length,
    };
    expect(await pipeline.run(caller, bulk, null)).toBe(5);
    expect(units).toBe(3);
  });
});
