import { describe, expect, it } from 'vitest';
import { commitmentOf, officialSeed, secretMatches } from './seed';

describe('the seed nobody can choose', () => {
  it('commits to a secret with its SHA-256', () => {
    expect(commitmentOf('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('makes the official seed of the secret, a line feed and the public number', () => {
    // printf 'abc\n123' | sha256sum
    expect(officialSeed('abc', '123')).toBe('ab9c7f3dc9df904e527dbf7ce8da91d55115765069977afe23db4f111ac97821');
    expect(officialSeed('abc', '123 ')).not.toBe(officialSeed('abc', '123'));
  });

  it('refuses parts that would make the split ambiguous or the seed choosable', () => {
    expect(() => officialSeed('a\nb', '1')).toThrow(RangeError);
    expect(() => officialSeed('ab', '1\r')).toThrow(RangeError);
    expect(() => officialSeed('', '1')).toThrow(RangeError);
    expect(() => officialSeed('abc', '')).toThrow(RangeError);
  });

  it('accepts only the secret the commitment was made of, in either case of hex', () => {
    const commitment = commitmentOf('season 2027: 7f3a9c');
    expect(secretMatches('season 2027: 7f3a9c', commitment)).toBe(true);
    expect(secretMatches('season 2027: 7f3a9c', commitment.toUpperCase())).toBe(true);
    expect(secretMatches('season 2027: 7f3a9d', commitment)).toBe(false);
    expect(secretMatches('season 2027: 7f3a9c', ` ${commitment}`)).toBe(false);
  });
});
