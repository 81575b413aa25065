import { describe, expect, it } from 'vitest';
import { DomainError } from '../lib/errors';
import { deleteUnlessReferenced } from './in-use';

describe('deleteUnlessReferenced', () => {
  it('turns a reference added after the check (foreign key violation, wrapped or not) into a 409', async () => {
    const violation = Object.assign(new Error('violates foreign key constraint'), { code: '23503' });
    for (const thrown of [violation, new Error('Failed query', { cause: violation })]) {
      const failure = await deleteUnlessReferenced(() => Promise.reject(thrown), 'catalogue.location.in_use').catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(DomainError);
      expect(failure).toMatchObject({ code: 'conflict', ref: { key: 'catalogue.location.in_use' } });
    }
  });

  it('passes other failures and results through', async () => {
    const other = Object.assign(new Error('deadlock'), { code: '40P01' });
    await expect(deleteUnlessReferenced(() => Promise.reject(other), 'x')).rejects.toBe(other);
    await expect(deleteUnlessReferenced(() => Promise.resolve([{ id: 1 }]), 'x')).resolves.toEqual([{ id: 1 }]);
  });
});
