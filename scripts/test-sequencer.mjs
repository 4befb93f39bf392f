// The order in which vitest hands test files to its workers (vitest.config.ts `sequence.sequencer`):
// project by project (postgres before sqlite, so a worker changes project at most once: a worker
// only keeps its loaded modules while the next file is of its own project), and in each project
// the longest files first, so the run ends on short files and no worker is left alone with a long
// one while the other core idles. A file's length is its duration in vitest's results cache and,
// for the known-long areas, at least a known cost (a clean clone has no cache; vitest would order
// its files by size, and the role matrix, the longest file of all, is a small file).
import { BaseSequencer } from 'vitest/node';
import path from 'node:path';
import { areaOf } from './test-report-areas.mjs';

/**
 * Rough seconds of a file without timings (the lead's run of 2026-11-24 18:40, idle box; the role
 * matrix is four shard files since, each about a quarter of the one file's time; settled snapshots
 * cut its shards to ~60 % on PostgreSQL, ~70 % on SQLite, 2026-11-25).
 */
const knownSeconds = {
  sqlite: { 'role matrix': 11, fuzz: 16, 'browser (apps/web e2e)': 12, 'hostile inputs (attack)': 4 },
  postgres: { 'role matrix': 20, fuzz: 25, 'hostile inputs (attack)': 6 },
};
const projectOrder = ['postgres', 'sqlite'];

export class LongestFirstSequencer extends BaseSequencer {
  /** Milliseconds the file is expected to take in its project. */
  expectedMs(spec) {
    const relativePath = path.relative(this.ctx.config.root, spec.moduleId);
    const cached = this.ctx.cache.getFileTestResults(`${spec.project.name}:${relativePath}`)?.duration;
    // The larger of the two for a known-long file: a developer's run of it with `-t <name>` leaves
    // a short duration in the cache, and the file would then start last and end the run alone.
    const known = (knownSeconds[spec.project.name]?.[areaOf(relativePath)] ?? 0) * 1000;
    if (cached || known) return Math.max(cached ?? 0, known);
    // Bigger files have more tests: ~1 ms per 10 bytes keeps them after every known-long file.
    const size = this.ctx.cache.getFileStats(`${spec.project.name}:${relativePath}`)?.size ?? 0;
    return size / 10;
  }

  async sort(files) {
    const rank = (spec) => {
      const index = projectOrder.indexOf(spec.project.name);
      return index === -1 ? projectOrder.length : index;
    };
    const expected = new Map(files.map((spec) => [spec, this.expectedMs(spec)]));
    return [...files].sort((a, b) => rank(a) - rank(b) || expected.get(b) - expected.get(a));
  }
}
