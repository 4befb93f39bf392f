/**
 * An answer already written as JSON, encoded. A handler that keeps the JSON of its parts (a page
 * of events, each kept while unchanged) returns this, and the serializer sends the bytes as they
 * are instead of stringifying and encoding the answer again. `T` is the answer's type, for the
 * route table's typing only.
 */
export class SerializedJson<T = unknown> {
  declare readonly answerType?: T;
  /**
   * How long (ms) the answer stays true by the clock while the data it was built from is unchanged
   * (a clock-derived field such as an event's status changes then); null: the clock never changes
   * it. Unset: not known. A visitor read cache may renew a kept copy within it (read-cache.ts).
   */
  clockLifeMs?: number | null;
  constructor(readonly body: Buffer) {}

  /** Only for code that stringifies it anyway (the serializer never does). */
  toJSON(): unknown {
    return JSON.parse(this.body.toString('utf8'));
  }
}

const COMMA = 0x2c;
const CLOSE_ARRAY = 0x5d;

/**
 * The JSON of an object whose array-valued keys are given as the encoded JSON of their elements,
 * and whose other keys are plain values. Written into one buffer of the exact length: a page of
 * events is ~20 kept answers, and `Buffer.concat` of their pieces cost more than copying them.
 */
export function jsonWithArrays<T>(
  arrays: Record<string, readonly Buffer[]>,
  rest: Record<string, unknown>,
): SerializedJson<T> {
  // Plain loops: a page is built per request, and forEach's closures showed in its profile.
  const keys = Object.keys(arrays);
  const openings: string[] = [];
  const others = JSON.stringify(rest).slice(1); // without its "{"
  const closing = (keys.length === 0 ? '{' : others === '}' ? '' : ',') + others;
  let length = Buffer.byteLength(closing);
  for (let k = 0; k < keys.length; k++) {
    const opening = `${k === 0 ? '{' : ','}${JSON.stringify(keys[k])}:[`;
    openings.push(opening);
    const items = arrays[keys[k]];
    length += Buffer.byteLength(opening) + Math.max(items.length - 1, 0) + 1;
    for (let i = 0; i < items.length; i++) length += items[i].length;
  }
  const body = Buffer.allocUnsafe(length);
  let at = 0;
  for (let k = 0; k < keys.length; k++) {
    at += body.write(openings[k], at);
    const items = arrays[keys[k]];
    for (let i = 0; i < items.length; i++) {
      if (i > 0) body[at++] = COMMA;
      body.set(items[i], at);
      at += items[i].length;
    }
    body[at++] = CLOSE_ARRAY;
  }
  body.write(closing, at);
  return new SerializedJson<T>(body);
}

/** The serializer of every route: written answers go out as they are, the rest through JSON.stringify. */
export const serializeAnswer = (data: unknown): string | Buffer =>
  data instanceof SerializedJson ? data.body : JSON.stringify(data);

/** The answer as a value (to check it against its schema). */
export const answerValue = (data: unknown): unknown =>
  data instanceof SerializedJson ? data.toJSON() : data;
