import { describe, expect, it } from 'vitest';
import { BoundedGroupMemo, BoundedMemo } from '../../src/platform/bounded-memo.ts';

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

describe('bounded group memo', () => {
  it('keeps ids apart by group, and finds a group once for many ids', () => {
    const memo = new BoundedGroupMemo<number>(10, 640);
    memo.set('site-a\u0000view', 'e1', 1, 1);
    memo.set('site-b\u0000view', 'e1', 2, 1);
    memo.set('site-a\u0000view', 'e2', 3, 1);
    expect([memo.get('site-a\u0000view', 'e1'), memo.get('site-b\u0000view', 'e1')]).toEqual([1, 2]);
    const group = memo.group('site-a\u0000view')!;
    expect([group.get('e1')?.value, group.get('e2')?.value, group.get('e3')]).toEqual([1, 3, undefined]);
    expect(memo.group('site-c\u0000view')).toBeUndefined();
  });

  it('drops the oldest entries of any group beyond its entry count and size budget', () => {
    const memo = new BoundedGroupMemo<number>(3, 640);
    memo.set('a', 'x', 1, 1);
    memo.set('b', 'x', 2, 1);
    memo.set('a', 'y', 3, 1);
    memo.set('c', 'x', 4, 1);
    expect([memo.get('a', 'x'), memo.get('b', 'x'), memo.get('a', 'y'), memo.get('c', 'x')]).toEqual([
      undefined,
      2,
      3,
      4,
    ]);
    expect(memo.size).toBe(3);
    const bySize = new BoundedGroupMemo<number>(100, 640);
    bySize.set('g', 'big', 0, 11); // over 640 / 64
    expect(bySize.get('g', 'big')).toBeUndefined();
    for (let i = 0; i < 70; i++) bySize.set(`g${i % 7}`, `k${i}`, i, 10);
    expect([bySize.size, bySize.get('g5', 'k5'), bySize.get('g6', 'k69')]).toEqual([64, undefined, 69]);
  });

  it('replaces an entry counting its size once, and forgets emptied groups', () => {
    const memo = new BoundedGroupMemo<number>(2, 640);
    for (let i = 0; i < 50; i++) memo.set('g', 'same', i, 10);
    expect([memo.size, memo.get('g', 'same')]).toEqual([1, 49]);
    memo.set('h', 'x', 1, 10);
    memo.set('i', 'x', 2, 10);
    expect(memo.group('g')).toBeUndefined();
    memo.delete('h', 'x');
    expect([memo.size, memo.group('h'), memo.get('i', 'x')]).toEqual([1, undefined, 2]);
  });

  it('treats hostile keys as plain keys', () => {
    const memo = new BoundedGroupMemo<number>(10, 640);
    memo.set('__proto__', 'constructor', 1, 1);
    expect([memo.get('__proto__', 'constructor'), memo.get('__proto__', 'toString')]).toEqual([1, undefined]);
  });
});
