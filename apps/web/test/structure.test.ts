import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Rules about the web app's source that no browser test would notice until they bit.
const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');

const sourceFiles = (fs.readdirSync(src, { recursive: true }) as string[])
  .filter((file) => /\.tsx?$/.test(file))
  .map((file) => path.join(src, file));

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
}

function visit(node: ts.Node, each: (node: ts.Node) => void): void {
  each(node);
  node.forEachChild((child) => visit(child, each));
}

/** Static and dynamic import specifiers of a file. */
function importsOf(source: ts.SourceFile): string[] {
  const specifiers: string[] = [];
  visit(source, (node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) {
      if (node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
        specifiers.push(node.moduleSpecifier.text);
      }
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      specifiers.push(node.arguments[0].text);
    }
  });
  return specifiers;
}

/** `features/<name>`, `shared`, or `app` (the shell, with the entry files at the root of src). */
function areaOf(file: string): string {
  const parts = path.relative(src, file).split(path.sep);
  if (parts[0] === 'features') return `features/${parts[1]}`;
  return parts.length > 1 && parts[0] === 'shared' ? 'shared' : 'app';
}

describe('web app structure', () => {
  it('finds the source files', () => {
    expect(sourceFiles.length).toBeGreaterThan(10);
  });

  it('keeps features apart: a feature imports app/ and shared/, never another feature', () => {
    const crossings: string[] = [];
    for (const file of sourceFiles) {
      const from = areaOf(file);
      for (const specifier of importsOf(parse(file))) {
        if (!specifier.startsWith('.')) continue;
        const to = areaOf(path.resolve(path.dirname(file), specifier));
        const allowed =
          to === from ||
          // The router is the one place that knows every feature's pages.
          (from === 'app' && (to.startsWith('features/') || to === 'shared')) ||
          (from.startsWith('features/') && (to === 'app' || to === 'shared'));
        if (!allowed) crossings.push(`${path.relative(src, file)} imports ${specifier}`);
      }
    }
    expect(crossings).toEqual([]);
  });

  it('puts aria-label only on elements that take a name from it', () => {
    // Elements whose implicit role is generic, paragraph, term, definition or none: screen readers
    // ignore (and ARIA prohibits) a label there unless a role is given.
    const ignoring = new Set([
      'div',
      'span',
      'p',
      'dl',
      'dt',
      'dd',
      'b',
      'i',
      'em',
      'strong',
      'small',
      'code',
      'pre',
      'label',
    ]);
    const misplaced: string[] = [];
    for (const file of sourceFiles.filter((f) => f.endsWith('.tsx'))) {
      const source = parse(file);
      visit(source, (node) => {
        if (!ts.isJsxOpeningElement(node) && !ts.isJsxSelfClosingElement(node)) return;
        const tag = node.tagName.getText(source);
        const names = node.attributes.properties
          .filter(ts.isJsxAttribute)
          .map((attribute) => attribute.name.getText(source));
        if (ignoring.has(tag) && names.includes('aria-label') && !names.includes('role')) {
          const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
          misplaced.push(`${path.relative(src, file)}:${line + 1} <${tag} aria-label>`);
        }
      });
    }
    expect(misplaced).toEqual([]);
  });
});
