import type { FastifyBaseLogger } from 'fastify';

export interface ItemsOf<T> {
  /** The job, in the log line of a failed item. */
  job: string;
  /** What an item is ("family", "account"), and its id: enough for the office to find it. */
  kind: string;
  id: (item: T) => number | string;
  log?: FastifyBaseLogger;
}

/**
 * Runs `work` for each item in turn, each on its own (issue 35): an item that fails is logged with its id and
 * counted, and the items after it still run. A job's run thus finishes and keeps its next turn however many
 * items fail, and its result shows them (`failed`); failing the whole run would retry every item every 15
 * minutes while the others waited. `work` commits its own item, so a failure undoes no other. Answers how many
 * items failed.
 */
export async function eachItem<T>(items: Iterable<T>, of: ItemsOf<T>, work: (item: T) => Promise<void>): Promise<number> {
  let failed = 0;
  for (const item of items) {
    try {
      await work(item);
    } catch (error) {
      failed++;
      const id = of.id(item);
      of.log?.error({ err: error, job: of.job, kind: of.kind, item: id }, `scheduled job ${of.job}: ${of.kind} ${id} failed`);
    }
  }
  return failed;
}
