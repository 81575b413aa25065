import { describe, expect, it } from 'vitest';
import { AdmissionGate } from './admission';

describe('AdmissionGate', () => {
  it('runs at most `concurrency` at once, queues `queue` more in arrival order, and refuses the rest', async () => {
    const gate = new AdmissionGate({ concurrency: 2, queue: 1, maxWaitMs: 60_000 });
    const started: number[] = [];
    const finish: (() => void)[] = [];
    const job = (id: number) => () =>
      new Promise<number>((resolve) => {
        started.push(id);
        finish[id] = () => resolve(id);
      });
    const runs = [1, 2, 3, 4].map((id) => gate.run(job(id)));
    await expect(runs[3]).resolves.toBeUndefined();
    await Promise.resolve();
    expect(started).toEqual([1, 2]);
    expect(gate.queued).toBe(1);
    finish[1]!();
    await expect(runs[0]).resolves.toEqual({ value: 1 });
    expect(started).toEqual([1, 2, 3]);
    expect(gate.queued).toBe(0);
    // The queue has room again.
    const fifth = gate.run(job(5));
    finish[2]!();
    finish[3]!();
    await Promise.all([runs[1], runs[2]]);
    finish[5]!();
    await expect(fifth).resolves.toEqual({ value: 5 });
  });

  it('gives the place back when the work fails', async () => {
    const gate = new AdmissionGate({ concurrency: 1, queue: 0, maxWaitMs: 60_000 });
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(gate.run(async () => 7)).resolves.toEqual({ value: 7 });
  });

  it('refuses a waiter whose turn comes after the longest wait, and gives its place to the next', async () => {
    const gate = new AdmissionGate({ concurrency: 1, queue: 5, maxWaitMs: 30 });
    let finishFirst = () => {};
    const first = gate.run(() => new Promise<void>((resolve) => (finishFirst = resolve)));
    const late = gate.run(async () => 'late');
    await new Promise((resolve) => setTimeout(resolve, 60));
    const fresh = gate.run(async () => 'fresh');
    finishFirst();
    await first;
    await expect(late).resolves.toBeUndefined();
    await expect(fresh).resolves.toEqual({ value: 'fresh' });
    await expect(gate.run(async () => 'after')).resolves.toEqual({ value: 'after' });
  });

  it('lets a run give its place to the next before it ends, still counting it against the queue until then', async () => {
    const gate = new AdmissionGate({ concurrency: 1, queue: 1, maxWaitMs: 60_000 });
    let finishFirst = () => {};
    let handedOver = () => {};
    const first = gate.run(async (handOver) => {
      await new Promise<void>((resolve) => (handedOver = resolve));
      handOver();
      await new Promise<void>((resolve) => (finishFirst = resolve));
      return 'first';
    });
    let secondStarted = false;
    const second = gate.run(async () => {
      secondStarted = true;
      return 'second';
    });
    await Promise.resolve();
    expect(secondStarted).toBe(false);
    handedOver();
    await expect(second).resolves.toEqual({ value: 'second' });
    // The first still runs: one in the process beside a free place, and the queue of one is taken by it.
    expect(gate.queued).toBe(1);
    await expect(gate.run(async () => 'third')).resolves.toEqual({ value: 'third' });
    let finishFourth = () => {};
    const fourth = gate.run(() => new Promise<string>((resolve) => (finishFourth = () => resolve('fourth'))));
    await Promise.resolve();
    await expect(gate.run(async () => 'fifth')).resolves.toBeUndefined();
    finishFirst();
    await expect(first).resolves.toEqual({ value: 'first' });
    expect(gate.queued).toBe(0);
    finishFourth();
    await expect(fourth).resolves.toEqual({ value: 'fourth' });
  });
});
