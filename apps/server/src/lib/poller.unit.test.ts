import { afterEach, describe, expect, it, vi } from 'vitest';
import { Poller } from './poller';

/** Rounds that end when the test says so, and notice when one starts while another runs. */
function heldRounds() {
  const rounds: { finish: (value: number) => void; fail: (error: Error) => void }[] = [];
  let active = 0;
  let overlapped = false;
  const round = () =>
    new Promise<number>((resolve, reject) => {
      if (active > 0) overlapped = true;
      active++;
      rounds.push({
        finish: (value) => {
          active--;
          resolve(value);
        },
        fail: (error) => {
          active--;
          reject(error);
        },
      });
    });
  return { round, rounds, overlapped: () => overlapped };
}

/** Lets every promise reaction that is ready run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));
const noError = (error: unknown) => {
  throw error;
};

afterEach(() => {
  vi.useRealTimers();
});

describe('the poller', () => {
  it('makes one more round, after the running one, of all the kicks during it, and never runs two at once', async () => {
    const { round, rounds, overlapped } = heldRounds();
    const poller = new Poller({ everyMs: 60_000, round, onError: noError });
    poller.kick();
    expect(rounds).toHaveLength(1);
    poller.kick();
    poller.kick();
    poller.kick();
    await settle();
    expect(rounds).toHaveLength(1);
    rounds[0]!.finish(1);
    await settle();
    expect(rounds).toHaveLength(2);
    rounds[1]!.finish(2);
    await settle();
    expect(rounds).toHaveLength(2);
    expect(overlapped()).toBe(false);
  });

  it('answers who asks during a round with the round after it, which starts after the ask', async () => {
    const { round, rounds } = heldRounds();
    const poller = new Poller({ everyMs: 60_000, round, onError: noError });
    const first = poller.run();
    const [second, third] = [poller.run(), poller.run()];
    rounds[0]!.finish(1);
    expect(await first).toBe(1);
    await settle();
    rounds[1]!.finish(2);
    expect(await Promise.all([second, third])).toEqual([2, 2]);
    expect(rounds).toHaveLength(2);
  });

  it('waits in stop for the rounds asked for, and starts none on a kick after it', async () => {
    const { round, rounds } = heldRounds();
    const poller = new Poller({ everyMs: 60_000, round, onError: noError });
    poller.kick();
    poller.kick();
    let stopped = false;
    const stopping = poller.stop().then(() => (stopped = true));
    await settle();
    expect(stopped).toBe(false);
    rounds[0]!.finish(1);
    await settle();
    expect(stopped).toBe(false);
    rounds[1]!.finish(2);
    await stopping;
    poller.kick();
    await settle();
    expect(rounds).toHaveLength(2);
  });

  it('hands a failed round to onError, rejects who asked for it, and goes on with the next round', async () => {
    const { round, rounds } = heldRounds();
    const errors: unknown[] = [];
    const poller = new Poller({ everyMs: 60_000, round, onError: (error) => errors.push(error) });
    const asked = poller.run();
    poller.kick();
    const failure = new Error('the database is gone');
    rounds[0]!.fail(failure);
    await expect(asked).rejects.toBe(failure);
    await settle();
    expect(errors).toEqual([failure]);
    expect(rounds).toHaveLength(2);
    rounds[1]!.finish(2);
  });

  it('polls at once on start and then every everyMs, until stopped', async () => {
    vi.useFakeTimers();
    let count = 0;
    const poller = new Poller({ everyMs: 1_000, round: async () => ++count, onError: noError });
    poller.start();
    expect(count).toBe(1);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(count).toBe(4);
    await poller.stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(count).toBe(4);
  });
});
