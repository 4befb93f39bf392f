// esbuild plugin: marks each `endpoint({...})` declaration of the contracts' `*.endpoints.ts` files
// as `/* @__PURE__ */`, so a bundle keeps only the endpoints it uses (a visitor bundle drops the
// owner's bulk paths). `endpoint` is an identity helper, but esbuild does not look into other
// files to see that, so without the mark it keeps every declaration of an imported file. The SDK
// build emits the marks, so its published JavaScript tree-shakes the same way in any bundler.
// Not needed once the endpoint files are plain object literals or carry the marks themselves.
import { readFile } from 'node:fs/promises';

const CALL = /=\s*(\/\*\s*[@#]__PURE__\s*\*\/\s*)?endpoint\(/g;

/** @type {import('esbuild').Plugin} */
export const pureEndpoints = {
  name: 'tessera-pure-endpoints',
  setup(build) {
    build.onLoad(
      { filter: /[\\/]contracts[\\/]src[\\/]routes[\\/][^\\/]+\.endpoints\.ts$/ },
      async (args) => {
        const source = await readFile(args.path, 'utf8');
        return { contents: source.replace(CALL, '= /* @__PURE__ */ endpoint('), loader: 'ts' };
      },
    );
  },
};
