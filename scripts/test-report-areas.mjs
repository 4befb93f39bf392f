// Where a vitest run's time went, from its JSON report (`--reporter=json`): the seconds of its
// test files summed by area, and the slowest files. File seconds are a worker's wall time
// (start to end of the file, hooks included); two workers run side by side, so the sum is about
// twice the phase's wall time. Printed by scripts/test.mjs after each phase.
import path from 'node:path';

/** The area of a test file, by its path from the repository root. */
export function areaOf(file) {
  if (file.startsWith('apps/web/test/') && file.endsWith('.e2e.test.ts')) return 'browser (apps/web e2e)';
  if (file.startsWith('apps/web/')) return 'web units';
  if (file.endsWith('/routes/role-matrix.test.ts')) return 'role matrix';
  if (file.endsWith('/routes/fuzz.test.ts')) return 'fuzz';
  if (file.endsWith('/attack.test.ts')) return 'hostile inputs (attack)';
  if (file.includes('/test/compat/')) return 'official SDK (compat)';
  if (file.startsWith('packages/')) return `packages/${file.split('/')[1]}`;
  return 'server (other)';
}

/** Lines to print: seconds by area, then the `top` slowest files. */
export function timeByArea(report, root, top = 10) {
  const files = (report.testResults ?? []).map((result) => ({
    file: path.relative(root, result.name),
    seconds: Math.max(0, (result.endTime ?? 0) - (result.startTime ?? 0)) / 1000,
    tests: result.assertionResults?.length ?? 0,
  }));
  const areas = new Map();
  for (const { file, seconds, tests } of files) {
    const area = areaOf(file);
    const sum = areas.get(area) ?? { seconds: 0, files: 0, tests: 0 };
    areas.set(area, { seconds: sum.seconds + seconds, files: sum.files + 1, tests: sum.tests + tests });
  }
  const total = files.reduce((sum, f) => sum + f.seconds, 0);
  const lines = [`Test files' seconds by area (sum ${total.toFixed(0)} s over ${files.length} files):`];
  for (const [area, sum] of [...areas].sort((a, b) => b[1].seconds - a[1].seconds)) {
    lines.push(`  ${sum.seconds.toFixed(1).padStart(7)} s  ${area} (${sum.files} files, ${sum.tests} tests)`);
  }
  lines.push(`Slowest ${top} files:`);
  for (const { file, seconds, tests } of files.sort((a, b) => b.seconds - a.seconds).slice(0, top)) {
    lines.push(`  ${seconds.toFixed(1).padStart(7)} s  ${file} (${tests} tests)`);
  }
  return lines;
}
