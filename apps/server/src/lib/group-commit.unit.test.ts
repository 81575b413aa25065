import { describe, expect, it } from 'vitest';
import { GroupCommit, type GroupJob, type Settled } from './group-commit';

interface Job extends GroupJob {
  id: string;
}

const job = (id: string, shared: (string | number)[], exclusive: (string | number)[] = []): Job => ({ id, shared, exclusive });
/** The end of the event loop's turn, when a batch of the jobs submitted in it starts. */
const turnEnd = () => new Promise((resolve) => setImmediate(resolve));

/** A group commit whose batches are recorded and end when the test says so. */
function recorder(limits = { concurrency: 2, maxBatch: 10 }, outcome: (job: Job) => Settled<string> = (j) => ({ ok: true, value: `done ${j.id}` })) {
  const batches: string[][] = [];
  const finish: (() => void)[] = [];
  const failing = new Set<string>();
  const group = new GroupCommit<Job, string>(async (jobs) => {
    batches.push(jobs.map((j) => j.id));
    await new Promise<void>((resolve) => finish.push(resolve));
    if (jobs.length > 1 && jobs.some((j) => failing.has(j.id))) throw new Error('the transaction failed');
    if (jobs.some((j) => failing.has(j.id))) throw new Error(`failed ${jobs[0]!.id}`);
    return jobs.map(outcome);
  }, limits);
  const endNext = async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    finish.shift()!();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { group, batches, endNext, failing };
}

describe('GroupCommit', () => {
  it('runs a job at the end of its turn when nothing else runs, and decides the jobs that waited for its week together', async () => {
    const { group, batches, endNext } = recorder();
    const first = group.submit(job('a', ['week 1']));
    await turnEnd();
    const waiting = ['b', 'c', 'd'].map((id) => group.submit(job(id, ['week 1'])));
    expect(batches).toEqual([['a']]);
    await endNext();
    await expect(first).resolves.toBe('done a');
    expect(batches).toEqual([['a'], ['b', 'c', 'd']]);
    await endNext();
    await expect(Promise.all(waiting)).resolves.toEqual(['done b', 'done c', 'done d']);
  });

  it('decides the jobs submitted in the same turn together, also the first', async () => {
    const { group, batches, endNext } = recorder();
    const all = ['a', 'b', 'c'].map((id) => group.submit(job(id, ['week 1'])));
    await turnEnd();
    expect(batches).toEqual([['a', 'b', 'c']]);
    await endNext();
    await expect(Promise.all(all)).resolves.toEqual(['done a', 'done b', 'done c']);
  });

  it('runs jobs of other weeks beside a running batch, up to the concurrency', async () => {
    const { group, batches, endNext } = recorder({ concurrency: 2, maxBatch: 10 });
    void group.submit(job('a', ['week 1']));
    await turnEnd();
    void group.submit(job('b', ['week 2']));
    await turnEnd();
    void group.submit(job('c', ['week 3']));
    await turnEnd();
    expect(batches).toEqual([['a'], ['b']]);
    await endNext();
    expect(batches).toEqual([['a'], ['b'], ['c']]);
    await endNext();
    await endNext();
  });

  it('never puts two jobs of the same child or key into one batch, and keeps at most maxBatch', async () => {
    const { group, batches, endNext } = recorder({ concurrency: 1, maxBatch: 2 });
    void group.submit(job('a', ['week 1', 'week 2']));
    await turnEnd();
    void group.submit(job('b', ['week 1'], ['child 7']));
    // Held back for its child: only later jobs of its own week wait behind it (next test).
    void group.submit(job('c', ['week 2'], ['child 7']));
    void group.submit(job('d', ['week 1'], ['child 8']));
    void group.submit(job('e', ['week 1'], ['child 9']));
    await endNext();
    expect(batches[1]).toEqual(['b', 'd']);
    await endNext();
    expect(batches[2]).toEqual(['c', 'e']);
    await endNext();
  });

  it('answers each job with its own outcome: a refused job does not fail the others', async () => {
    const { group, endNext } = recorder({ concurrency: 1, maxBatch: 10 }, (j) => (j.id === 'b' ? { ok: false, error: new Error('refused b') } : { ok: true, value: `done ${j.id}` }));
    void group.submit(job('a', ['week 1']));
    await turnEnd();
    const outcomes = Promise.allSettled([group.submit(job('b', ['week 1'])), group.submit(job('c', ['week 1']))]);
    await endNext();
    await endNext();
    const [b, c] = await outcomes;
    expect(b.status === 'rejected' && b.reason).toEqual(new Error('refused b'));
    expect(c).toEqual({ status: 'fulfilled', value: 'done c' });
  });

  it('runs each job of a failed batch again alone, so only the job that fails gets the failure', async () => {
    const { group, batches, endNext, failing } = recorder({ concurrency: 1, maxBatch: 10 });
    failing.add('c');
    void group.submit(job('a', ['week 1']));
    await turnEnd();
    const b = group.submit(job('b', ['week 1']));
    const c = group.submit(job('c', ['week 1']));
    const outcomes = Promise.allSettled([b, c]);
    await endNext(); // a
    await endNext(); // b and c together: fails
    await endNext(); // b alone
    await endNext(); // c alone
    expect(batches).toEqual([['a'], ['b', 'c'], ['b'], ['c']]);
    const [bOutcome, cOutcome] = await outcomes;
    expect(bOutcome).toEqual({ status: 'fulfilled', value: 'done b' });
    expect(cOutcome.status).toBe('rejected');
    expect((cOutcome as PromiseRejectedResult).reason).toEqual(new Error('failed c'));
  });

  it('keeps arrival order for a job of two weeks: later jobs of either week wait behind it', async () => {
    const { group, batches, endNext } = recorder({ concurrency: 2, maxBatch: 10 });
    void group.submit(job('a', ['week 1']));
    await turnEnd();
    void group.submit(job('both', ['week 1', 'week 2']));
    void group.submit(job('later', ['week 2']));
    await turnEnd();
    // A slot is free and week 2 is not held, yet the later job waits: the job before it needs week 2 too.
    expect(batches).toEqual([['a']]);
    await endNext();
    // Then both together, the earlier decided first.
    expect(batches).toEqual([['a'], ['both', 'later']]);
    await endNext();
  });

  it('keeps arrival order for a job held back by its child or key: a later job of its week waits behind it', async () => {
    const { group, batches, endNext } = recorder({ concurrency: 2, maxBatch: 10 });
    void group.submit(job('a', ['week 1']));
    await turnEnd();
    void group.submit(job('b', ['week 1'], ['child 7']));
    void group.submit(job('again', ['week 1'], ['child 7']));
    void group.submit(job('later', ['week 1'], ['child 8']));
    void group.submit(job('other week', ['week 2'], ['child 9']));
    await turnEnd();
    expect(batches).toEqual([['a'], ['other week']]);
    await endNext();
    // 'again' cannot join b's batch (same child), so neither can 'later': it would be decided before 'again'.
    expect(batches).toEqual([['a'], ['other week'], ['b']]);
    await endNext();
    await endNext();
    expect(batches).toEqual([['a'], ['other week'], ['b'], ['again', 'later']]);
    await endNext();
  });

  it('answers a job the batch gave no outcome for with an error instead of leaving it waiting', async () => {
    const group = new GroupCommit<Job, string>(async (jobs) => [{ ok: true, value: `done ${jobs[0]!.id}` }], { concurrency: 1, maxBatch: 10 });
    const first = group.submit(job('a', ['week 1']));
    await turnEnd();
    const outcomes = Promise.allSettled([group.submit(job('b', ['week 1'])), group.submit(job('c', ['week 1']))]);
    await expect(first).resolves.toBe('done a');
    const [b, c] = await outcomes;
    expect(b).toEqual({ status: 'fulfilled', value: 'done b' });
    expect(c.status).toBe('rejected');
  });
});
