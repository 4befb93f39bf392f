import { BaseSequencer } from 'vitest/node';

/** Test files project by project (postgres first), the longest first (test-sequencer.mjs). */
export declare class LongestFirstSequencer extends BaseSequencer {}
