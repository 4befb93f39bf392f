/**
 * Recent values by key, bounded twice: by the number of entries and by the total size (in
 * characters) of the texts they hold. The oldest entry goes first; a value too large for a
 * sixty-fourth of the budget is never kept, so one huge value cannot flush the rest.
 */
export class BoundedMemo<V> {
  private readonly entries = new Map<string, { value: V; size: number }>();
  private total = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxSize: number,
  ) {}

  get(key: string): V | undefined {
    return this.entries.get(key)?.value;
  }

  set(key: string, value: V, size: number): void {
    this.delete(key);
    if (size > this.maxSize / 64) return;
    this.entries.set(key, { value, size });
    this.total += size;
    for (const [oldKey, oldest] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.total <= this.maxSize) break;
      this.entries.delete(oldKey);
      this.total -= oldest.size;
    }
  }

  delete(key: string): void {
    const kept = this.entries.get(key);
    if (!kept) return;
    this.entries.delete(key);
    this.total -= kept.size;
  }

  get size(): number {
    return this.entries.size;
  }
}
