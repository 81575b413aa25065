/**
 * Application-level group commit (decision 012, issue 24): jobs that are ready while a batch of them runs are
 * decided together in the next batch, one transaction for many, instead of one transaction each queueing for
 * the same row lock. Under no load every job runs at the end of its event-loop turn in a batch of its own (with
 * the jobs that became ready in the same turn), so nothing waits for a batch to fill; under a rush the batches
 * grow by themselves with the wait.
 *
 * A job names the resources it needs:
 * - `shared`: held by a running batch (the weeks a booking locks). A job needing one waits for that batch to
 *   end and is then decided with all the others that waited for it; jobs of other resources run beside it.
 * - `exclusive`: never two jobs of one batch (a child, an Idempotency-Key), so a batch never decides the same
 *   child or key twice; such a job goes into a later batch, and the later jobs of its shared resources with it
 *   (a job is never decided after a later job of its week: arrival order, decision 012).
 *
 * `decide` answers each job of a batch on its own (a refused booking does not fail its batch). When it throws
 * (the transaction failed), each job of the batch is run again alone, so the failure reaches only the job
 * that causes it and every other one is decided as if it had come alone.
 */
export interface GroupJob {
  readonly shared: readonly (string | number)[];
  readonly exclusive: readonly (string | number)[];
}

export type Settled<R> = { ok: true; value: R } | { ok: false; error: unknown };

interface Entry<J, R> {
  job: J;
  resolve: (value: R) => void;
  reject: (error: unknown) => void;
}

export class GroupCommit<J extends GroupJob, R> {
  private pending: Entry<J, R>[] = [];
  private running = 0;
  private pumpScheduled = false;
  /** The shared resources of the running batches, with how many batches hold each. */
  private readonly held = new Map<string | number, number>();

  constructor(
    private readonly decide: (jobs: J[]) => Promise<Settled<R>[]>,
    private readonly limits: { concurrency: number; maxBatch: number },
  ) {}

  submit(job: J): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.pending.push({ job, resolve, reject });
      // Nothing can start for it while the slots are taken or its resources held: no need to look at the rest.
      if (this.running < this.limits.concurrency && !job.shared.some((resource) => this.held.has(resource))) this.pumpAtTurnEnd();
    });
  }

  /**
   * A batch starts at the end of the event loop's turn, so the jobs that become ready in the same turn (the
   * bookings whose reads were made together, `BatchedReads`) are decided together instead of the first alone.
   */
  private pumpAtTurnEnd() {
    if (this.pumpScheduled) return;
    this.pumpScheduled = true;
    setImmediate(() => {
      this.pumpScheduled = false;
      this.pump();
    });
  }

  private pump() {
    while (this.running < this.limits.concurrency && this.pending.length > 0) {
      const batch: Entry<J, R>[] = [];
      const rest: Entry<J, R>[] = [];
      const taken = new Set<string | number>();
      // The shared resources of jobs left out of this batch (waiting for a running batch, or held back by a child
      // or key already in it): a later job needing one waits behind them, so no job is overtaken by a later one
      // of its week (arrival order), and a booking of two weeks not again and again by single-week batches.
      const reserved = new Set<string | number>();
      for (const entry of this.pending) {
        const waits = entry.job.shared.some((resource) => this.held.has(resource) || reserved.has(resource));
        const fits = !waits && batch.length < this.limits.maxBatch && !entry.job.exclusive.some((resource) => taken.has(resource));
        if (!fits) {
          for (const resource of entry.job.shared) reserved.add(resource);
          rest.push(entry);
          continue;
        }
        batch.push(entry);
        for (const resource of entry.job.exclusive) taken.add(resource);
      }
      if (batch.length === 0) return;
      this.pending = rest;
      void this.run(batch);
    }
  }

  private async run(batch: Entry<J, R>[]) {
    this.running++;
    const shared = [...new Set(batch.flatMap((entry) => entry.job.shared))];
    for (const resource of shared) this.held.set(resource, (this.held.get(resource) ?? 0) + 1);
    try {
      await this.settle(batch);
    } catch (error) {
      // Never a request left waiting: whatever went wrong reaches the jobs not answered yet (settled ones ignore it).
      for (const entry of batch) entry.reject(error);
    } finally {
      for (const resource of shared) {
        const count = this.held.get(resource)! - 1;
        if (count === 0) this.held.delete(resource);
        else this.held.set(resource, count);
      }
      this.running--;
      this.pump();
    }
  }

  private async settle(batch: Entry<J, R>[]) {
    let outcomes: Settled<R>[];
    try {
      outcomes = await this.decide(batch.map((entry) => entry.job));
    } catch (error) {
      if (batch.length === 1) return batch[0]!.reject(error);
      for (const entry of batch) await this.settle([entry]);
      return;
    }
    batch.forEach((entry, index) => {
      const outcome = outcomes[index];
      if (outcome?.ok) entry.resolve(outcome.value);
      else entry.reject(outcome ? outcome.error : new Error('a batch decided without an outcome for this job'));
    });
  }
}
