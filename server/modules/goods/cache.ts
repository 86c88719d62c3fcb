/**
 * A small per-instance TTL cache for public catalogue reads (category tree, goods pages, sku detail
 * without member fields, brands, search words), used only for guest-shaped data. Instances do not
 * share it: with several stateless instances a shopper may see data up to `ttlMs` old (5 s by
 * default), which is acceptable for browsing; stock and prices are re-read by the order calculator,
 * never taken from here. TTL 0 disables it (the default in test mode, so tests see their writes).
 */
export class TtlCache {
  private readonly map = new Map<string, { at: number; value: Promise<unknown> }>();

  constructor(
    public ttlMs: number,
    private readonly max = 1000,
  ) {}

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const now = Date.now();
    const hit = this.map.get(key);
    if (hit && now - hit.at < this.ttlMs) return hit.value as Promise<T>;
    const value = load();
    this.map.delete(key);
    this.map.set(key, { at: now, value });
    value.catch(() => this.map.delete(key));
    while (this.map.size > this.max) {
      const oldest = this.map.keys().next().value;
      if (oldest === undefined) break;
      this.map.delete(oldest);
    }
    return value;
  }

  clear(): void {
    this.map.clear();
  }
}

/** A stable key from a name and the parameters that shape the answer. */
export function cacheKey(name: string, params: Record<string, unknown>): string {
  const keys = Object.keys(params).sort();
  return `${name}?${keys.map((k) => `${k}=${String(params[k])}`).join('&')}`;
}
