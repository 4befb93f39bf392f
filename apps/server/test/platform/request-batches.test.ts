import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerRequestBatches, TurnBatches } from '../../src/platform/request-batches.ts';
import { createTestApp } from '../support/test-app.ts';

describe('requests handled in batches, one per turn of the event loop', () => {
  afterEach(() => vi.useRealTimers());

  it('resumes the requests of a turn together, in order, once the poll phase is over', async () => {
    const ran: string[] = [];
    const batches = new TurnBatches();
    batches.add(() => ran.push('first'));
    batches.add(() => ran.push('second'));
    expect(ran).toEqual([]); // not in the turn that read them
    await new Promise((resolve) => setImmediate(resolve));
    expect(ran).toEqual(['first', 'second']);
    batches.add(() => ran.push('next turn'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(ran).toEqual(['first', 'second', 'next turn']);
  });

  it('schedules one batch per turn, however many requests join it', () => {
    const scheduled: (() => void)[] = [];
    const batches = new TurnBatches((run) => scheduled.push(run));
    for (let i = 0; i < 5; i++) batches.add(() => {});
    expect(scheduled).toHaveLength(1);
    scheduled[0]();
    batches.add(() => {});
    expect(scheduled).toHaveLength(2);
  });

  it('runs every request of a batch even when one throws, then reports the first error', () => {
    const scheduled: (() => void)[] = [];
    const batches = new TurnBatches((run) => scheduled.push(run));
    const ran: number[] = [];
    batches.add(() => ran.push(1));
    batches.add(() => {
      throw new Error('broken hook');
    });
    batches.add(() => {
      throw new Error('second');
    });
    batches.add(() => ran.push(4));
    expect(() => scheduled[0]()).toThrow('broken hook');
    expect(ran).toEqual([1, 4]);
  });

  it("runs every other hook and the handler in the request's batch", async () => {
    const app = Fastify();
    const order: string[] = [];
    registerRequestBatches(app);
    app.addHook('onRequest', (_request, _reply, done) => {
      order.push('hook');
      done();
    });
    app.get('/', () => {
      order.push('handler');
      return { ok: true };
    });
    await app.ready();
    setImmediate(() => order.push('a check-phase callback queued before the request'));
    const answer = await app.inject({ method: 'GET', url: '/' });
    expect(answer.json()).toEqual({ ok: true });
    expect(order.at(-1)).toBe('handler');
    expect(order.indexOf('hook')).toBeGreaterThan(0);
    await app.close();
  });

  it('answers while a test fakes the timers (the batch runs on the real setImmediate)', async () => {
    const app = await createTestApp();
    try {
      vi.useFakeTimers();
      const answer = await app.request({ method: 'GET', url: '/events/v3/events/slug/none' });
      expect(answer.statusCode).toBe(401); // answered: a visitor read without a token
    } finally {
      vi.useRealTimers();
      await app.close();
    }
  });
});
