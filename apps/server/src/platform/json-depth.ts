import { validationError, violation } from './errors.ts';

/** Deeper than any document of the API; bounds recursive work on a request body. */
export const MAX_JSON_DEPTH = 64;

/** Refuses a parsed body nested deeper than MAX_JSON_DEPTH (walked without recursion). */
export function assertJsonDepth(value: unknown, field = 'body'): void {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (depth >= MAX_JSON_DEPTH) {
      throw validationError([
        violation(field, `must not be nested deeper than ${MAX_JSON_DEPTH} levels`, 'VALIDATION'),
      ]);
    }
    for (const child of Array.isArray(node) ? node : Object.values(node)) stack.push([child, depth + 1]);
  }
}
