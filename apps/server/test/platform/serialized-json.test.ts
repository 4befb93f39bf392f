import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  answerValue,
  jsonWithArrays,
  SerializedJson,
  serializeAnswer,
} from '../../src/platform/serialized-json.ts';

const encoded = (value: unknown) => Buffer.from(JSON.stringify(value));

describe('serialized JSON answers', () => {
  it('writes the object an array of kept JSON parts stands for, whatever they hold', () => {
    fc.assert(
      fc.property(
        fc.array(fc.jsonValue(), { maxLength: 5 }),
        fc.dictionary(fc.string(), fc.jsonValue()),
        (items, rest) => {
          delete (rest as Record<string, unknown>).events;
          const answer = jsonWithArrays({ events: items.map(encoded) }, rest);
          const expected = JSON.stringify({ events: items, ...rest });
          expect(JSON.parse(answer.body.toString('utf8'))).toEqual(JSON.parse(expected));
          // Written into a buffer of the exact length: no byte left unwritten.
          expect(answer.body.length).toBe(Buffer.byteLength(expected));
        },
      ),
    );
  });

  it('handles no arrays, no other keys, several arrays and text outside ASCII', () => {
    expect(jsonWithArrays({}, {}).body.toString()).toBe('{}');
    expect(jsonWithArrays({}, { a: 1 }).body.toString()).toBe('{"a":1}');
    expect(jsonWithArrays({ a: [] }, {}).body.toString()).toBe('{"a":[]}');
    const answer = jsonWithArrays({ a: [encoded('é')], b: [encoded(1), encoded(2)] }, { c: '☃' });
    expect(JSON.parse(answer.body.toString())).toEqual({ a: ['é'], b: [1, 2], c: '☃' });
  });

  it('is sent as written; anything else is stringified; both read back as values', () => {
    const written = new SerializedJson(Buffer.from('{"x":1}'));
    expect(serializeAnswer(written)).toBe(written.body);
    expect(serializeAnswer({ x: 1 })).toBe('{"x":1}');
    expect(answerValue(written)).toEqual({ x: 1 });
    expect(JSON.stringify({ nested: written })).toBe('{"nested":{"x":1}}');
  });
});
