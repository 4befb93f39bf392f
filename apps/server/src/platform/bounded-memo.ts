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

interface GroupSlot<V> {
  group: Map<string, GroupSlot<V>>;
  groupKey: string;
  key: string;
  value: V;
  size: number;
}

/**
 * Like `BoundedMemo`, with keys in two parts (a group, such as a site and a view, then an id in
 * it), bounded together (entries and total size, oldest first). A caller looking up many ids of
 * one group finds the group once (`group`) and then each id by itself: no key is built per
 * lookup, and an id string read again (a kept page's rows) has its hash already.
 */
export class BoundedGroupMemo<V> {
  private readonly groups = new Map<string, Map<string, GroupSlot<V>>>();
  /** Every slot in insertion order: the oldest is dropped first, whatever its group. */
  private readonly order = new Set<GroupSlot<V>>();
  private total = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxSize: number,
  ) {}

  /** The values of one group, to look up many ids in (`undefined` when it has none). */
  group(groupKey: string): ReadonlyMap<string, { readonly value: V }> | undefined {
    return this.groups.get(groupKey);
  }

  get(groupKey: string, key: string): V | undefined {
    return this.groups.get(groupKey)?.get(key)?.value;
  }

  set(groupKey: string, key: string, value: V, size: number): void {
    this.delete(groupKey, key);
    if (size > this.maxSize / 64) return;
    let group = this.groups.get(groupKey);
    if (!group) this.groups.set(groupKey, (group = new Map()));
    const slot: GroupSlot<V> = { group, groupKey, key, value, size };
    group.set(key, slot);
    this.order.add(slot);
    this.total += size;
    for (const oldest of this.order) {
      if (this.order.size <= this.maxEntries && this.total <= this.maxSize) break;
      this.remove(oldest);
    }
  }

  delete(groupKey: string, key: string): void {
    const slot = this.groups.get(groupKey)?.get(key);
    if (slot) this.remove(slot);
  }

  get size(): number {
    return this.order.size;
  }

  private remove(slot: GroupSlot<V>): void {
    slot.group.delete(slot.key);
    if (slot.group.size === 0) this.groups.delete(slot.groupKey);
    this.order.delete(slot);
    this.total -= slot.size;
  }
}
