/**
 * Tab counts for a tenant's filter, kept a few seconds. The counts are the expensive part of a list
 * page (they read every matching row) and are the same for every tab, page and sort of one filter, so
 * paging and switching tabs reuse them. Any write to the tenant's rows in this process drops its
 * entries at once; a write in another process shows within `ttlMs`.
 */
export class CountCache<V> {
  private readonly entries = new Map<string, { at: number; version: number; value: Promise<V> }>();
  private readonly versions = new Map<number, number>();

  constructor(
    private readonly ttlMs = 5000,
    private readonly maxEntries = 5000,
  ) {}

  get(tenantId: number, key: string, load: () => Promise<V>): Promise<V> {
    const id = `${tenantId}:${key}`;
    const version = this.versions.get(tenantId) ?? 0;
    const hit = this.entries.get(id);
    const now = Date.now();
    if (hit && hit.version === version && now - hit.at < this.ttlMs) return hit.value;
    const value = load();
    // A failed load is not kept.
    value.catch(() => this.entries.get(id)?.value === value && this.entries.delete(id));
    this.entries.delete(id);
    this.entries.set(id, { at: now, version, value });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }

  /** The tenant's rows changed: its counts are read afresh. */
  invalidate(tenantId: number) {
    this.versions.set(tenantId, (this.versions.get(tenantId) ?? 0) + 1);
  }
}
