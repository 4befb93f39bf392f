// Builds the package in the current directory for publishing: one ES module per "exports" entry
// (esbuild, shared code split into chunks so error classes stay single instances across entries)
// plus declarations (tsc, tsconfig.build.json). Workspace consumers keep using the sources.
// Run by `npm pack` (prepack) in packages/sdk and packages/react.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import esbuild from 'esbuild';
import { pureEndpoints } from './pure-endpoints.mjs';
import { entryPoints } from './entries.mjs';

const packageDir = process.cwd();
const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
const dist = join(packageDir, 'dist');
rmSync(dist, { recursive: true, force: true });

// Everything the package lists as a dependency stays an import; the rest (the contracts' endpoint
// declarations) is bundled in.
const external = Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies }).flatMap((name) => [
  name,
  `${name}/*`,
]);
await esbuild.build({
  entryPoints: entryPoints(manifest).map(({ name, source }) => ({ in: source, out: name })),
  outdir: dist,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  jsx: 'automatic',
  chunkNames: 'chunks/[name]-[hash]',
  external,
  plugins: [pureEndpoints],
  logLevel: 'warning',
});

const tsc = join(packageDir, '../../node_modules/typescript/bin/tsc');
execFileSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { stdio: 'inherit', cwd: packageDir });

// Declarations keep the sources' specifiers: `./x.ts` becomes `./x.js`, and contracts imports
// point at the contracts declarations emitted beside the package's own.
const types = join(dist, 'types');
const contracts = join(types, 'contracts', 'src');
function rewrite(file) {
  const toContracts = (sub) => {
    const target = join(contracts, sub ? `${sub}.js` : 'index.js');
    const path = relative(dirname(file), target).split(sep).join('/');
    return path.startsWith('.') ? path : `./${path}`;
  };
  const source = readFileSync(file, 'utf8');
  const next = source
    .replace(/(['"])(\.{1,2}\/[^'"]+)\.tsx?\1/g, '$1$2.js$1')
    .replace(
      /(['"])@tessera\/contracts(?:\/([^'"]+))?\1/g,
      (_, quote, sub) => `${quote}${toContracts(sub)}${quote}`,
    );
  if (next !== source) writeFileSync(file, next);
}
function walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (path.endsWith('.d.ts')) rewrite(path);
  }
}
walk(types);
console.log(`${manifest.name}: built ${relative(process.cwd(), dist) || 'dist'}`);
