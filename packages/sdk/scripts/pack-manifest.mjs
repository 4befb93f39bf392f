// `npm pack` / `npm publish` of a workspace package: the package.json in the tarball must point at
// dist/, while the workspace one points at the sources (so Vite, vitest and tsc need no build).
// npm ignores publishConfig for "exports", so prepack swaps the manifest and postpack restores it.
//   node pack-manifest.mjs apply    package.json -> published form (original kept in .package.json.workspace)
//   node pack-manifest.mjs restore  put the workspace package.json back
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { entryPoints } from './entries.mjs';

const SAVED = '.package.json.workspace';
const command = process.argv[2];

if (command === 'apply') {
  if (existsSync(SAVED))
    throw new Error(`${SAVED} exists: a previous pack did not finish; run "restore" first`);
  const manifest = JSON.parse(readFileSync('package.json', 'utf8'));
  const published = { ...manifest, exports: {} };
  for (const entry of entryPoints(manifest)) {
    published.exports[entry.key] = { types: entry.types, import: entry.js, default: entry.js };
  }
  published.types = published.exports['.'].types;
  published.module = published.exports['.'].import;
  // Workspace-only parts: bundled packages and the build scripts.
  delete published.devDependencies;
  delete published.scripts;
  renameSync('package.json', SAVED);
  writeFileSync('package.json', `${JSON.stringify(published, null, 2)}\n`);
} else if (command === 'restore') {
  if (existsSync(SAVED)) renameSync(SAVED, 'package.json');
} else {
  throw new Error('usage: pack-manifest.mjs apply|restore');
}
