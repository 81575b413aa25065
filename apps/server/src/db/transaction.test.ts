import { describe, expect, it } from 'vitest';
import type { Database, Transaction } from './client';
import { queueEmail } from '../mail/outbox';

describe('Transaction', () => {
  it('is not satisfied by the database handle', () => {
    // Only compiled, never run: a helper that must run inside the caller's transaction refuses the outer
    // database at compile time (on the embedded database that call would wait for ever).
    const misuse = (db: Database) =>
      // @ts-expect-error a Database is not a Transaction
      queueEmail(db, { to: 'a@example.org', subject: 's', html: 'h' });
    const proper = (tx: Transaction) => queueEmail(tx, { to: 'a@example.org', subject: 's', html: 'h' });
    expect([typeof misuse, typeof proper]).toEqual(['function', 'function']);
  });
});
