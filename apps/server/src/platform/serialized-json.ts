/**
 * An answer already written as JSON, encoded. A handler that keeps the JSON of its parts (a page
 * of events, each kept while unchanged) returns this, and the serializer sends the bytes as they
 * are instead of stringifying and encoding the answer again. `T` is the answer's type, for the
 * route table's typing only.
 */
export class SerializedJson<T = unknown> {
  declare readonly answerType?: T;
  constructor(readonly body: Buffer) {}

  /** Only for code that stringifies it anyway (the serializer never does). */
  toJSON(): unknown {
    return JSON.parse(this.body.toString('utf8'));
  }
}

const COMMA = Buffer.from(',');
const CLOSE_ARRAY = Buffer.from(']');

/**
 * The JSON of an object whose array-valued keys are given as the encoded JSON of their elements,
 * and whose other keys are plain values.
 */
export function jsonWithArrays<T>(
  arrays: Record<string, readonly Buffer[]>,
  rest: Record<string, unknown>,
): SerializedJson<T> {
  const chunks: Buffer[] = [];
  Object.entries(arrays).forEach(([key, items], k) => {
    chunks.push(Buffer.from(`${k === 0 ? '{' : ','}${JSON.stringify(key)}:[`));
    items.forEach((item, i) => {
      if (i > 0) chunks.push(COMMA);
      chunks.push(item);
    });
    chunks.push(CLOSE_ARRAY);
  });
  const others = JSON.stringify(rest).slice(1); // without its "{"
  const opening = chunks.length === 0 ? '{' : others === '}' ? '' : ',';
  chunks.push(Buffer.from(opening + others));
  return new SerializedJson<T>(Buffer.concat(chunks));
}

/** The serializer of every route: written answers go out as they are, the rest through JSON.stringify. */
export const serializeAnswer = (data: unknown): string | Buffer =>
  data instanceof SerializedJson ? data.body : JSON.stringify(data);

/** The answer as a value (to check it against its schema). */
export const answerValue = (data: unknown): unknown =>
  data instanceof SerializedJson ? data.toJSON() : data;
