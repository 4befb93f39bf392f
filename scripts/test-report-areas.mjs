// Where a vitest run's time went: the seconds of its test files summed by area, and the slowest
// files, for each project (database) of the run. A file's seconds are its worker's time on it
// (import, hooks and tests: test-file-times.mjs); two workers run side by side, so the sum is about
// twice the run's wall time. Printed by scripts/test.mjs after the run.
/** The area of a test file, by its path from the repository root. */
export function areaOf(file) {
  if (file.startsWith('apps/web/test/') && file.endsWith('.e2e.test.ts')) return 'browser (apps/web e2e)';
  if (file.startsWith('apps/web/')) return 'web units';
  // The matrix may be cut into several files (role-matrix*.test.ts).
  if (/\/routes\/role-matrix[^/]*\.test\.ts$/.test(file)) return 'role matrix';
  if (file.endsWith('/routes/fuzz.test.ts')) return 'fuzz';
  if (file.endsWith('/attack.test.ts')) return 'hostile inputs (attack)';
  if (file.includes('/test/compat/')) return 'official SDK (compat)';
  if (file.startsWith('packages/')) return `packages/${file.split('/')[1]}`;
  return 'server (other)';
}

/**
 * Lines to print for one project's files ({ file, seconds, tests }, file relative to the
 * repository root): seconds by area, then the `top` slowest files.
 */
export function timeByArea(files, top = 10) {
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
  for (const { file, seconds, tests } of [...files].sort((a, b) => b.seconds - a.seconds).slice(0, top)) {
    lines.push(`  ${seconds.toFixed(1).padStart(7)} s  ${file} (${tests} tests)`);
  }
  return lines;
}

/** The files of each project ({ project: [{ file, seconds, tests }] }) of test-file-times.mjs's list. */
export function filesByProject(list) {
  const projects = {};
  for (const { project, ...file } of list) (projects[project || 'default'] ??= []).push(file);
  return projects;
}
