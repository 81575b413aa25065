/**
 * Coalesces identical reads: while a read for a key is running, further callers get the same promise instead
 * of starting their own. Nothing is kept after it settles, so no answer is older than one read.
 */
export class SharedReads<K, V> {
  private readonly running = new Map<K, Promise<V>>();

  run(key: K, read: () => Promise<V>): Promise<V> {
    const current = this.running.get(key);
    if (current) return current;
    const started = read().finally(() => this.running.delete(key));
    this.running.set(key, started);
    return started;
  }
}
