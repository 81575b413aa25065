/**
 * Reads asked for in the same turn of the event loop are made together, in one query (issue 34, part 2): at
 * the opening second the bookings admitted together each read a session and a family, and on this machine
 * every round trip to PostgreSQL costs the server more than the rows it brings. The reads wait for the end of
 * the turn (`setImmediate`), so a read asked for alone is made at once, and nothing is kept afterwards.
 *
 * `readAll` answers one result per asked key (the same order); a failure reaches every caller of that read.
 */
export class BatchedReads<K, V> {
  private asked: { key: K; resolve: (value: V) => void; reject: (error: unknown) => void }[] = [];

  constructor(private readonly readAll: (keys: K[]) => Promise<V[]>) {}

  read(key: K): Promise<V> {
    return new Promise<V>((resolve, reject) => {
      if (this.asked.length === 0) setImmediate(() => this.flush());
      this.asked.push({ key, resolve, reject });
    });
  }

  private flush() {
    const asked = this.asked;
    this.asked = [];
    this.readAll(asked.map((entry) => entry.key)).then(
      (values) => asked.forEach((entry, index) => entry.resolve(values[index]!)),
      (error: unknown) => asked.forEach((entry) => entry.reject(error)),
    );
  }
}
