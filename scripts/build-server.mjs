#!/usr/bin/env node
// `npm run build -w @tessera/server`: bundles the server's TypeScript (apps/server/src/cli.ts and the
// workspace packages it imports, e.g. @tessera/contracts, which export .ts sources) into one ES module,
// apps/server/dist/cli.js, that plain `node` runs: no loader or transpiling at start-up.
// Every npm dependency stays external (native addons, swagger-ui's asset folder, pino's workers resolve
// files next to themselves); Node loads them from node_modules as usual.
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/server');

/** Bare imports (`fastify`, `node:fs`) stay imports; only our own workspace packages are bundled. */
const externalDependencies = {
  name: 'external-dependencies',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@tessera/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * Builds into `outDir` (default apps/server/dist). Files are written to a temp name and renamed, so a
 * server starting at the same moment never reads half a file.
 * @param {{ outDir?: string }} [options]
 */
export async function buildServer({ outDir = path.join(serverRoot, 'dist') } = {}) {
  const started = performance.now();
  const result = await esbuild.build({
    entryPoints: [path.join(serverRoot, 'src/cli.ts')],
    outfile: path.join(outDir, 'cli.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    legalComments: 'none',
    plugins: [externalDependencies],
    write: false,
    logLevel: 'warning',
  });
  fs.mkdirSync(outDir, { recursive: true });
  for (const file of result.outputFiles) {
    const temp = `${file.path}.${process.pid}.tmp`;
    fs.writeFileSync(temp, file.contents);
    fs.renameSync(temp, file.path);
  }
  const size = result.outputFiles.find((f) => f.path.endsWith('.js'))?.contents.length ?? 0;
  return { outDir, bytes: size, ms: Math.round(performance.now() - started) };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { outDir, bytes, ms } = await buildServer();
  console.log(
    `server built: ${path.relative(process.cwd(), outDir)}/cli.js (${(bytes / 1024).toFixed(0)} KB) in ${ms} ms`,
  );
}
