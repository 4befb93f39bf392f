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
  const heap = process.env.BENCH_PROFILE_HEAP;
  if (heap === '1' || heap === 'promoted') return startHeapSampling(session, heap === 'promoted');
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

/**
 * BENCH_PROFILE_HEAP=1: where the row allocates instead (`<row>.heapprofile`, V8's sampling heap
 * profiler, one sample per 4 KB allocated on average, garbage included); `promoted`: only what
 * outlived the young generation (what full collections then find dead, or still alive).
 */
async function startHeapSampling(session: Session, promotedOnly: boolean): Promise<Profiler> {
  await session.post('HeapProfiler.enable');
  await session.post('HeapProfiler.startSampling', {
    samplingInterval: 4096,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: !promotedOnly,
  });
  return {
    async stop(file) {
      const { profile } = await session.post('HeapProfiler.stopSampling');
      session.disconnect();
      const heapFile = file.replace(/\.cpuprofile$/, '') + '.heapprofile';
      fs.mkdirSync(path.dirname(heapFile), { recursive: true });
      fs.writeFileSync(heapFile, JSON.stringify(profile));
      return heapFile;
    },
  };
}
