// A local lint rule: a module (apps/server/src/modules/<name>) or a web feature
// (apps/web/src/features/<name>) is entered only through its index.ts. Anything outside it —
// another module, the app, the platform — imports `modules/<name>/index.ts`, never a deeper
// file (its store, its services), so a module's inside can change without breaking another.
import path from 'node:path';

/** Areas whose members are entered only through their index. */
const AREAS = [
  { root: 'apps/server/src/modules', entries: ['index.ts'] },
  { root: 'apps/web/src/features', entries: ['index.ts', 'index.tsx'] },
];

/** The area and member (module or feature) a file belongs to, if any. */
function memberOf(file) {
  const normalized = file.split(path.sep).join('/');
  for (const area of AREAS) {
    const at = normalized.indexOf(`/${area.root}/`);
    if (at < 0) continue;
    const rest = normalized.slice(at + area.root.length + 2).split('/');
    if (rest.length < 2) continue;
    return { area, name: rest[0], inside: rest.slice(1).join('/') };
  }
  return undefined;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Import another module or feature only through its index.ts' },
    schema: [],
    messages: {
      deep: "Import '{{name}}' through its index ({{entry}}), not '{{inside}}': a module's files other than index.ts are its own.",
    },
  },
  create(context) {
    const file = context.filename;
    const from = memberOf(file);
    const check = (node, specifier) => {
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const target = memberOf(path.resolve(path.dirname(file), specifier));
      if (!target) return;
      if (from && from.area === target.area && from.name === target.name) return;
      if (target.area.entries.includes(target.inside)) return;
      const entry = `${target.area.root.split('/').pop()}/${target.name}/${target.area.entries[0]}`;
      context.report({ node, messageId: 'deep', data: { name: target.name, inside: target.inside, entry } });
    };
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

export const moduleBoundaries = { rules: { 'index-only': rule } };
