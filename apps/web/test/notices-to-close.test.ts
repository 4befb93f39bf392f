import { describe, expect, it } from 'vitest';
import { noticesToClose } from '../src/app/mantine/notices-to-close.ts';

const notice = (id: string, autoClose?: boolean | number) => ({ id, message: id, autoClose });

describe('notices closed to make room for queued ones', () => {
  it('closes nothing while nothing waits', () => {
    expect(noticesToClose([notice('a'), notice('b')], 0)).toEqual([]);
  });

  it('closes the oldest shown, one per queued notice', () => {
    const shown = [notice('a'), notice('b', 5000), notice('c')];
    expect(noticesToClose(shown, 1).map((n) => n.id)).toEqual(['a']);
    expect(noticesToClose(shown, 2).map((n) => n.id)).toEqual(['a', 'b']);
  });

  it('keeps a notice that stays until closed (loading) while others can make room', () => {
    const shown = [notice('loading', false), notice('b'), notice('c')];
    expect(noticesToClose(shown, 2).map((n) => n.id)).toEqual(['b', 'c']);
    expect(noticesToClose(shown, 3).map((n) => n.id)).toEqual(['b', 'c', 'loading']);
  });
});
