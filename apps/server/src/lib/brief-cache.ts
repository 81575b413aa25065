/**
 * Keeps what was computed for a key for a short moment: callers within it share one computation, started by
 * the first. A failed computation is not kept. At most `maxEntries` keys are held; expired ones are dropped
 * when that many are reached, and all of them if none had expired (the keys come from addresses anyone can
 * type).
 */
export class BriefCache<K, V> {
  private readonly entries = new Map<K, { until: number; value: Promise<V> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
  ) {}

  /** Whether a computation for the key is running or kept now. */
  has(key: K, now = Date.now()): boolean {
    const kept = this.entries.get(key);
    return kept !== undefined && kept.until > now;
  }

  get(key: K, compute: () => Promise<V>, now = Date.now()): Promise<V> {
    const kept = this.entries.get(key);
    if (kept && kept.until > now) return kept.value;
    if (this.entries.size >= this.maxEntries) this.dropExpired(now);
    const value = compute();
    const entry = { until: now + this.ttlMs, value };
    this.entries.set(key, entry);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }

  private dropExpired(now: number) {
    for (const [key, entry] of this.entries) if (entry.until <= now) this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.entries.clear();
  }
}
