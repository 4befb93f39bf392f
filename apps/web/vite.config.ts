import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import { apiPathPrefixes } from '../../packages/contracts/src/routes/api-prefixes.ts';

// In development, API calls go to a running Tessera server (default http://localhost:3000).
const apiTarget = process.env.TESSERA_API_URL ?? 'http://localhost:3000';
// Every API path prefix (the route table's, the hosted platform's and Tessera's own) goes to the server.
const proxied = apiPathPrefixes;

const brotli = promisify(zlib.brotliCompress);
/**
 * TESSERA_WEB_BUILD=test (the browser tests' build, apps/web/test/support/site-in-browser.ts): the
 * same bundle, precompressed at a fast brotli quality (the server still sends the `.br`/`.gz`
 * files, the browser still decodes them) and without vite's compressed-size report. Maximum
 * brotli is for what ships; the tests measure page weight with gzip themselves.
 */
const testBuild = process.env.TESSERA_WEB_BUILD === 'test';
const brotliQuality = testBuild ? 5 : zlib.constants.BROTLI_MAX_QUALITY;
const gzip = promisify(zlib.gzip);
const compressible = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

/**
 * Writes `<file>.br` and `<file>.gz` next to every text file of the build, at maximum compression,
 * so the server sends them as they are (@fastify/static `preCompressed`) without compressing per request.
 */
function precompress(): Plugin {
  return {
    name: 'tessera-precompress',
    apply: 'build',
    async writeBundle(options) {
      const outDir = options.dir!;
      const files = (await fs.readdir(outDir, { recursive: true })).filter((f) => compressible.test(f));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file);
          const body = await fs.readFile(full);
          const [br, gz] = await Promise.all([
            brotli(body, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            }),
            gzip(body, { level: testBuild ? 6 : 9 }),
          ]);
          await Promise.all([fs.writeFile(`${full}.br`, br), fs.writeFile(`${full}.gz`, gz)]);
        }),
      );
    },
  };
}

export default defineConfig({
  esbuild: { jsx: 'automatic' },
  plugins: [precompress()],
  server: {
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: apiTarget, changeOrigin: true }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    reportCompressedSize: !testBuild,
    rollupOptions: {
      // TanStack Query ships "use client" directives, which only matter to server-component bundlers.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
});
