import { setImmediate as afterPendingIo } from 'node:timers/promises';

/**
 * Runs pieces of work one at a time, in the order they asked, each only after the event loop has read what
 * arrived meanwhile. For long reads cut into parts (an export's rows): on the embedded database a query runs
 * on the thread that answers requests, and queries queued together run back to back without letting a request
 * in between; taking turns, a public page waits for one part of one export, not for three whole exports
 * (issue 34, part 4).
 */
export class Turns {
  private last: Promise<unknown> = Promise.resolve();

  run<T>(work: () => Promise<T>): Promise<T> {
    const turn = this.last.then(() => afterPendingIo()).then(work);
    this.last = turn.catch(() => undefined);
    return turn;
  }
}
