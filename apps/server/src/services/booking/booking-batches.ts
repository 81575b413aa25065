import { transaction, type Database, type Transaction } from '../../db/client';
import { isTransientConflict, retryTransientConflicts } from '../../lib/postgres';

/**
 * Group commit of bookings (decision 012, issue 24). Bookings of the same weeks that are ready while a batch
 * of those weeks is being decided wait for it, and are then decided together in one transaction: the hot
 * week's lock is taken once per batch and the batch commits once, where each booking took the lock and
 * committed on its own before. Nothing waits for a batch to fill: an idle week decides a booking at once.
 *
 * Each booking keeps its all-or-nothing: it runs in a savepoint of the batch, so one that is refused (the week
 * became full, a child already booked) leaves nothing behind and the others go on. A deadlock or serialization
 * failure anywhere ends the whole batch, which then runs again (`retryTransientConflicts`). The database's
 * checks stay the last guard: counters never above the week's places, one registration per child and week.
 */
const MAX_BATCH = 32;

type Outcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

interface Pending {
  work: (tx: Transaction) => Promise<unknown>;
  settle: (outcome: Outcome<unknown>) => void;
}

class BookingBatches {
  private readonly queues = new Map<string, Pending[]>();

  constructor(private readonly db: Database) {}

  decide<T>(key: string, work: (tx: Transaction) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const settle = (outcome: Outcome<unknown>) => (outcome.ok ? resolve(outcome.value as T) : reject(outcome.error));
      const queue = this.queues.get(key);
      if (queue) {
        queue.push({ work, settle });
        return;
      }
      // No batch of these weeks is running: this booking starts one, and whoever comes meanwhile waits for the next.
      this.queues.set(key, []);
      void this.drain(key, [{ work, settle }]);
    });
  }

  private async drain(key: string, first: Pending[]) {
    for (let batch = first; batch.length > 0; ) {
      await this.run(batch);
      const waiting = this.queues.get(key)!;
      batch = waiting.splice(0, MAX_BATCH);
    }
    this.queues.delete(key);
  }

  private async run(batch: Pending[]) {
    let outcomes: Outcome<unknown>[];
    try {
      outcomes = await retryTransientConflicts(() =>
        transaction(this.db, async (tx) => {
          const decided: Outcome<unknown>[] = [];
          for (const pending of batch) {
            try {
              decided.push({ ok: true, value: await transaction(tx, pending.work) });
            } catch (error) {
              if (isTransientConflict(error)) throw error;
              decided.push({ ok: false, error });
            }
          }
          return decided;
        }),
      );
    } catch (error) {
      outcomes = batch.map(() => ({ ok: false, error }));
    }
    // Answered only now: a booking's answer means its registration is committed.
    outcomes.forEach((outcome, index) => batch[index]!.settle(outcome));
  }
}

const batchesOf = new WeakMap<Database, BookingBatches>();

/** Decides a booking of the given weeks in the next batch of those weeks (one transaction, one commit). */
export function decideInBatch<T>(db: Database, weekIds: readonly number[], work: (tx: Transaction) => Promise<T>): Promise<T> {
  let batches = batchesOf.get(db);
  if (!batches) batchesOf.set(db, (batches = new BookingBatches(db)));
  return batches.decide([...new Set(weekIds)].sort((a, b) => a - b).join(','), work);
}
