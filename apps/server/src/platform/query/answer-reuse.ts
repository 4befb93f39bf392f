import { BoundedMemo } from '../bounded-memo.ts';
import { SerializedJson } from '../serialized-json.ts';
import { keptValue, type KeptEntry, type Validity } from './reuse.ts';

const MAX_KEY_LENGTH = 2048;

/**
 * Whole answers of a listing that opts in (`answerKey`), kept like its pages (reuse.ts): served
 * again only while the kind's data version is the one read for this request (no write by this
 * process or another since) and the clock has passed no stored time a clock-derived field
 * compares with. Within that the answer is what shaping would build again: the same rows, the
 * same derived statuses, the same paging. A repeated query then costs the version read and one
 * lookup instead of the query, the per-record lookups and the page's encoding.
 *
 * Kept from the second build under one version (a first only marks it), like pages. Only
 * encoded answers (`SerializedJson`, whose size is known) are kept, bounded by entries and bytes.
 */
export class KeptAnswers {
  private readonly memo = new BoundedMemo<KeptEntry<SerializedJson>>(500, 8 * 1024 * 1024);

  /** The key of one request in one context, or null when too long to keep. */
  keyOf(scope: string, request: unknown): string | null {
    const key = `${scope}\u0000${JSON.stringify(request)}`;
    return key.length <= MAX_KEY_LENGTH ? key : null;
  }

  /** The kept answer (`answer`), else whether one was built under `version` before (`again`). */
  get(key: string, version: string, now: string): { answer?: SerializedJson; again: boolean } {
    const { value, again } = keptValue(this.memo.get(key), version, now);
    return value ? { answer: value, again } : { again };
  }

  /** Remembers that an answer was built under `version`; keeps it when `validity` is given. */
  keep(key: string, version: string, answer: unknown, validity?: Omit<Validity, 'version'>): void {
    if (validity && answer instanceof SerializedJson) {
      this.memo.set(key, { version, ...validity, value: answer }, answer.body.length);
    } else {
      this.memo.set(key, { version, value: null }, 0);
    }
  }
}
