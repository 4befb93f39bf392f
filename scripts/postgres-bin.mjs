import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Locates the PostgreSQL server binaries: $PG_BIN, /usr/lib/postgresql/<newest>/bin, `pg_config --bindir`.
 * Shared by `npm test` (to decide whether the PostgreSQL run can happen) and the tests' global setup.
 * @returns {string | undefined}
 */
export function findPostgresBinDir() {
  const candidates = [];
  if (process.env.PG_BIN) candidates.push(process.env.PG_BIN);
  try {
    const versions = fs
      .readdirSync('/usr/lib/postgresql')
      .filter((v) => /^\d+$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
    for (const v of versions) candidates.push(`/usr/lib/postgresql/${v}/bin`);
  } catch {
    // not a Debian-style layout
  }
  const pgConfig = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  if (pgConfig.status === 0 && pgConfig.stdout.trim()) candidates.push(pgConfig.stdout.trim());
  return candidates.find(
    (dir) => fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'pg_ctl')),
  );
}
