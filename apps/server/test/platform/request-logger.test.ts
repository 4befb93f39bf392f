import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { requestLoggerFactory } from '../../src/platform/request-logger.ts';

/** What a server logs for two requests, with the per-request child made lazily or by Fastify. */
async function logsOf(lazy: boolean, level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = Fastify({
    logger: { level, stream },
    ...(lazy ? { childLoggerFactory: requestLoggerFactory } : {}),
    genReqId: () => 'req-1',
  });
  app.get('/quiet', async () => ({ ok: true }));
  app.get('/loud', async (request) => {
    request.log.debug({ step: 1 }, 'debugging');
    request.log.warn({ step: 2 }, 'warning');
    request.log.child({ part: 'inner' }).error('inner error');
    return {
      level: request.log.level,
      debug: (request.log as unknown as { isLevelEnabled(l: string): boolean }).isLevelEnabled('debug'),
    };
  });
  const answers = [await app.inject('/quiet'), await app.inject('/loud')].map((r) => r.json());
  await app.close();
  const kept = lines.map(({ time: _time, pid: _pid, hostname: _host, responseTime: _rt, ...rest }) => rest);
  return { answers, lines: kept };
}

describe('request logger', () => {
  for (const level of ['warn', 'info', 'debug', 'silent']) {
    it(`logs at ${level} exactly what Fastify's own child logger logs`, async () => {
      const lazy = await logsOf(true, level);
      expect(lazy).toEqual(await logsOf(false, level));
      if (level !== 'silent') {
        expect(lazy.lines).toContainEqual(
          expect.objectContaining({ reqId: 'req-1', msg: 'warning', step: 2 }),
        );
        expect(lazy.lines).toContainEqual(
          expect.objectContaining({ reqId: 'req-1', part: 'inner', msg: 'inner error' }),
        );
      }
    });
  }
});
