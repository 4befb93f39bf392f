/**
 * CPU profiles of the server during one bench row (BENCH_PROFILE=slug,owner writes
 * `<dir>/<row>.cpuprofile`, BENCH_PROFILE_DIR or the working directory). The profiler runs in
 * the server's own process through the inspector, only while that row is measured, so seeding
 * and the other rows stay out of it. Read one with `node --import tsx bench/profile-summary.ts`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Session } from 'node:inspector/promises';

export interface Profiler {
  stop(file: string): Promise<string>;
}

export async function startProfiler(): Promise<Profiler> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  // 100 µs samples: fine enough to tell the hooks of one request apart at thousands of req/s.
  await session.post('Profiler.setSamplingInterval', { interval: 100 });
  await session.post('Profiler.start');
  return {
    async stop(file) {
      const { profile } = await session.post('Profiler.stop');
      session.disconnect();
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, JSON.stringify(profile));
      return file;
    },
  };
}
