/**
 * A bounded queue in front of expensive work of this process (issue 12, the opening minute): at most
 * `concurrency` run at once, at most `queue` more wait for their turn in arrival order, and anything beyond
 * is refused at once, so the server answers "come back in a moment" (503 with Retry-After) early and cheaply
 * instead of letting requests pile up until every one of them is late. A waiter whose turn comes after more
 * than `maxWaitMs` is refused too rather than run: its client is about to give up and send again (the web
 * app waits 30 s), and running it would only make the next ones later. The web client retries a refused
 * booking with the same Idempotency-Key, so a refusal never costs the parent anything but the wait.
 *
 * A run may give its place back before it ends (`handOver`): a booking does so once its reads are done and it
 * only waits for its batch's decision (decision 012), holding no connection. It still counts against the
 * queue until it ends, so at most `concurrency + queue` requests are in the process at any moment.
 */
export class AdmissionGate {
  private running = 0;
  /** Runs that gave their place back and have not ended yet. */
  private handedOver = 0;
  private readonly waiting: { since: number; resolve: (admitted: boolean) => void }[] = [];

  constructor(private readonly limits: { concurrency: number; queue: number; maxWaitMs: number }) {}

  /** How many wait for their turn now, or for the end of work that gave its place back. */
  get queued(): number {
    return this.waiting.length + this.handedOver;
  }

  /**
   * Runs `work` when a place is free; `undefined` (without running it) when the queue is full or the wait too
   * long. `work` may call `handOver()` to give its place to the next while it finishes.
   */
  async run<T>(work: (handOver: () => void) => Promise<T>): Promise<{ value: T } | undefined> {
    if (this.running + this.waiting.length + this.handedOver >= this.limits.concurrency + this.limits.queue) return undefined;
    if (this.running >= this.limits.concurrency) {
      // The place is handed over by the finishing run, so `running` never drops below the limit meanwhile.
      const admitted = await new Promise<boolean>((resolve) => this.waiting.push({ since: performance.now(), resolve }));
      if (!admitted) return undefined;
    } else {
      this.running++;
    }
    let placeGiven = false;
    const handOver = () => {
      if (placeGiven) return;
      placeGiven = true;
      this.handedOver++;
      this.handOver();
    };
    try {
      return { value: await work(handOver) };
    } finally {
      if (placeGiven) this.handedOver--;
      else this.handOver();
    }
  }

  private handOver() {
    const now = performance.now();
    for (let next = this.waiting.shift(); next; next = this.waiting.shift()) {
      if (now - next.since <= this.limits.maxWaitMs) return next.resolve(true);
      next.resolve(false);
    }
    this.running--;
  }
}
