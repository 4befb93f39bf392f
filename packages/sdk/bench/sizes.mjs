// `npm run bench` part: gzip size of the SDK as an application bundles it (esbuild, minified),
// core + OAuth alone and with each module, so a module's cost is visible.
import { SNIPPETS, bundleSnippet } from '../scripts/bundle.mjs';

const kb = (bytes) => `${(bytes / 1024).toFixed(2)} kB`;
const rows = [];
for (const [name, source] of Object.entries(SNIPPETS)) rows.push({ name, ...(await bundleSnippet(source)) });
const base = rows[0].gzipBytes;
console.log('\n@tessera/sdk bundle sizes (esbuild, minified; gzip -9)');
for (const row of rows) {
  const delta = !row.name.startsWith('core + OAuth +')
    ? ''
    : `  (+${kb(row.gzipBytes - base)} over core + OAuth)`;
  console.log(
    `  ${row.name.padEnd(54)} ${kb(row.gzipBytes).padStart(9)} gzip  ${kb(row.bytes).padStart(9)} min${delta}`,
  );
}
