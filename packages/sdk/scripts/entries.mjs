// The package's entry points, read from its workspace "exports" (which point at the sources):
// "./events" -> { name: 'events', source: './src/modules/events.ts', types: 'dist/types/.../events.d.ts' }.
import { relative } from 'node:path';

/** @param {{ name: string, exports: Record<string, string> }} manifest */
export function entryPoints(manifest) {
  return Object.entries(manifest.exports).map(([key, source]) => {
    if (typeof source !== 'string' || !source.startsWith('./src/')) {
      throw new Error(
        `${manifest.name}: export ${key} must point at a source file, not ${JSON.stringify(source)}`,
      );
    }
    const name = key === '.' ? 'index' : key.slice(2);
    // Declarations mirror the sources below dist/types/<package folder>/ (tsconfig.build.json rootDir "..").
    const folder = manifest.name.split('/').pop();
    const types = `./dist/types/${folder}/${relative('.', source).replace(/\.tsx?$/, '.d.ts')}`;
    return { key, name, source, js: `./dist/${name}.js`, types };
  });
}
