/**
 * A bounded queue in front of expensive work of this process (issue 12, the opening minute): at most
 * `concurrency` run at once, at most `queue` more wait for their turn in arrival order, and anything beyond
 * is refused at once, so the server answers "come back in a moment" (503 with Retry-After) early and cheaply
 * instead of letting requests pile up until every one of them is late. The web client retries a refused
 * booking with the same Idempotency-Key, so a refusal never costs the parent anything but the wait.
 */
export class AdmissionGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limits: { concurrency: number; queue: number }) {}

  /** Runs `work` when a place is free; `undefined` (without running it) when the queue is full. */
  async run<T>(work: () => Promise<T>): Promise<{ value: T } | undefined> {
    if (this.running >= this.limits.concurrency) {
      if (this.waiting.length >= this.limits.queue) return undefined;
      // The place is handed over by the finishing run, so `running` never drops below the limit meanwhile.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      return { value: await work() };
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
