import { describe, expect, it } from 'vitest';
import { BatchedReads } from './batched-reads';

describe('BatchedReads', () => {
  it('reads the keys asked for in the same turn together, each caller getting its own answer', async () => {
    const reads: number[][] = [];
    const batched = new BatchedReads<number, string>(async (keys) => {
      reads.push(keys);
      return keys.map((key) => `value ${key}`);
    });
    const first = await Promise.all([batched.read(1), batched.read(2), batched.read(1)]);
    expect(first).toEqual(['value 1', 'value 2', 'value 1']);
    expect(reads).toEqual([[1, 2, 1]]);
    await expect(batched.read(3)).resolves.toBe('value 3');
    expect(reads).toEqual([[1, 2, 1], [3]]);
  });

  it('hands a failed read to every caller of it, and reads again afterwards', async () => {
    let fail = true;
    const batched = new BatchedReads<number, number>(async (keys) => {
      if (fail) throw new Error('the database is gone');
      return keys;
    });
    const failed = await Promise.allSettled([batched.read(1), batched.read(2)]);
    expect(failed.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    await expect(batched.read(4)).resolves.toBe(4);
  });
});
