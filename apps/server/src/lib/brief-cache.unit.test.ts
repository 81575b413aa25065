import { describe, expect, it } from 'vitest';
import { BriefCache } from './brief-cache';

describe('BriefCache', () => {
  it('shares one computation per key for its moment, and computes again after it', async () => {
    const cache = new BriefCache<string, number>(1_000);
    let computed = 0;
    const compute = async () => ++computed;
    const [first, second] = await Promise.all([cache.get('a', compute, 0), cache.get('a', compute, 999)]);
    expect([first, second]).toEqual([1, 1]);
    expect([cache.has('a', 999), cache.has('a', 1_000), cache.has('b', 0)]).toEqual([true, false, false]);
    expect(await cache.get('b', compute, 10)).toBe(2);
    expect(await cache.get('a', compute, 1_000)).toBe(3);
  });

  it('does not keep a failure', async () => {
    const cache = new BriefCache<string, number>(1_000);
    await expect(cache.get('a', () => Promise.reject(new Error('down')), 0)).rejects.toThrow('down');
    expect(await cache.get('a', async () => 7, 1)).toBe(7);
  });

  it('holds at most its number of keys: expired ones go first, else all', async () => {
    const cache = new BriefCache<number, number>(100, 2);
    let computed = 0;
    const compute = async () => ++computed;
    await cache.get(1, compute, 0);
    await cache.get(2, compute, 50);
    await cache.get(3, compute, 120); // 1 has expired and makes room; 2 is kept
    expect(await cache.get(2, compute, 130)).toBe(2);
    await cache.get(4, compute, 140); // full, nothing expired: all go
    expect(await cache.get(3, compute, 141)).toBe(5);
  });
});
