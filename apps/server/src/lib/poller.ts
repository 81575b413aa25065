export interface PollerOptions<T> {
  everyMs: number;
  round: () => Promise<T>;
  /** Logs a failed round: the owner knows what to call it and where its log is. */
  onError: (error: unknown) => void;
}

const ignore = () => undefined;

/**
 * Runs `round` every `everyMs` and whenever asked, never two at once: the job scheduler and the mail worker
 * both look for work in the database through it (decisions 005 and 021). An ask during a round gets one more
 * round after it, since what it asks for (an e-mail just committed) may have come too late for the running one;
 * all asks made during one round share that next round.
 */
export class Poller<T> {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<T> | undefined;
  private queued: Promise<T> | undefined;
  private stopped = false;

  constructor(private readonly options: PollerOptions<T>) {}

  start(): void {
    if (this.timer) return;
    this.stopped = false;
    this.timer = setInterval(() => this.kick(), this.options.everyMs);
    // The timer alone must not keep a process alive that is otherwise done (a test, a shutdown).
    this.timer.unref();
    this.kick();
  }

  /** Ends the polling and the kicks; resolves once the rounds already asked for have ended. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.timer = undefined;
    await Promise.allSettled([this.running, this.queued]);
  }

  /** Asks for a round soon. Its error is logged, not thrown: the caller (a request, the timer) is not its owner. */
  kick(): void {
    if (this.stopped) return;
    this.run().catch(ignore);
  }

  /**
   * A round that starts after this call: at once when none runs, else the one after the running round. Rejects
   * with the round's error, which is logged as well.
   */
  run(): Promise<T> {
    if (this.queued) return this.queued;
    if (!this.running) return this.begin();
    const queued = this.running.then(ignore, ignore).then(() => {
      this.queued = undefined;
      return this.begin();
    });
    this.queued = queued;
    return queued;
  }

  private begin(): Promise<T> {
    // Through a promise, so that a round that throws before its first await is caught and logged all the same.
    const running: Promise<T> = new Promise<T>((resolve) => resolve(this.options.round())).finally(() => {
      if (this.running === running) this.running = undefined;
    });
    this.running = running;
    running.catch(this.options.onError);
    return running;
  }
}
