import { describe, expect, it } from 'vitest';
import { BoundedMemo } from '../../src/platform/bounded-memo.ts';

describe('bounded memo', () => {
  it('drops the oldest entries beyond its entry count', () => {
    const memo = new BoundedMemo<number>(2, 1000);
    memo.set('a', 1, 1);
    memo.set('b', 2, 1);
    memo.set('c', 3, 1);
    expect([memo.get('a'), memo.get('b'), memo.get('c'), memo.size]).toEqual([undefined, 2, 3, 2]);
  });

  it('drops the oldest entries beyond its size budget, and never keeps one too large', () => {
    const memo = new BoundedMemo<string>(100, 640);
    memo.set('big', 'x', 11); // over 640 / 64
    expect(memo.get('big')).toBeUndefined();
    for (let i = 0; i < 70; i++) memo.set(`k${i}`, `v${i}`, 10);
    expect(memo.size).toBe(64);
    expect(memo.get('k5')).toBeUndefined();
    expect(memo.get('k69')).toBe('v69');
  });

  it('replaces an entry under the same key, counting its size once', () => {
    const memo = new BoundedMemo<string>(10, 640);
    for (let i = 0; i < 100; i++) memo.set('same', `v${i}`, 10);
    expect([memo.size, memo.get('same')]).toEqual([1, 'v99']);
    memo.set('other', 'o', 10);
    expect(memo.get('same')).toBe('v99');
  });

  it('treats hostile keys as plain keys', () => {
    const memo = new BoundedMemo<number>(10, 640);
    memo.set('__proto__', 1, 1);
    memo.set('constructor', 2, 1);
    expect([memo.get('__proto__'), memo.get('constructor'), memo.get('toString')]).toEqual([1, 2, undefined]);
  });
});
