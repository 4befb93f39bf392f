import { describe, expect, it } from 'vitest';
import { operatorGaveV8Flag } from '../../src/platform/v8-flags.ts';

describe('a V8 flag the operator gave', () => {
  it('is found in NODE_OPTIONS in every spelling V8 takes, and only that flag', () => {
    for (const given of [
      '--heap-growing-percent=80',
      '--heap_growing_percent=80',
      '--max-old-space-size=512 --heap-growing-percent',
      '--no-heap-growing-percent',
    ])
      expect(operatorGaveV8Flag('heap-growing-percent', { NODE_OPTIONS: given }), given).toBe(true);
    for (const given of ['', '--max-old-space-size=512', '--heap-growing-percent-other=1', '--heap-growing'])
      expect(operatorGaveV8Flag('heap-growing-percent', { NODE_OPTIONS: given }), given).toBe(false);
  });
});
