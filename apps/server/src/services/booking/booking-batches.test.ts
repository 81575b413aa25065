import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { migrateDatabase } from '../../db/client';
import { options } from '../../db/schema';
import { createTestDatabase } from '../../../test/support/database';
import { uniqueTag } from '../../../test/support/http';
import { decideInBatch } from './booking-batches';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
  await migrateDatabase(database);
});
afterAll(() => database.close());

const txid = sql<string>`txid_current()::text`;

describe('group commit of bookings', () => {
  it('decides what waited for a running batch of the same weeks together, in one transaction, each all or nothing', async () => {
    const { db } = database;
    const tag = uniqueTag();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // The first booking of week 1 runs alone and is held; the next three wait for it.
    const first = decideInBatch(db, [1], async (tx) => {
      await held;
      return (await tx.execute(sql`select ${txid} as id`)).rows[0] as { id: string };
    });
    const write = (key: string, fail: boolean) =>
      decideInBatch(db, [1], async (tx) => {
        await tx.insert(options).values({ key: `${tag}-${key}`, value: 'x' });
        if (fail) throw new Error(`refused ${key}`);
        return (await tx.execute(sql`select ${txid} as id`)).rows[0] as { id: string };
      });
    const second = write('a', false);
    const refused = write('b', true);
    const third = write('c', false);
    // Another week's booking is not put into week 1's batch (on PostgreSQL it runs beside it; the embedded
    // database has one connection, so there it runs after).
    const otherWeek = decideInBatch(db, [2], async (tx) => (await tx.execute(sql`select ${txid} as id`)).rows[0] as { id: string });
    release();
    const other = await otherWeek;

    const [a, c] = await Promise.all([second, third]);
    await expect(refused).rejects.toThrow('refused b');
    const alone = await first;
    expect(a!.id).toBe(c!.id);
    expect(a!.id).not.toBe(alone.id);
    expect(other.id).not.toBe(alone.id);
    expect(other.id).not.toBe(a!.id);
    // The refused booking left nothing; the others of its batch are committed.
    const stored = async (key: string) => (await db.select().from(options).where(eq(options.key, `${tag}-${key}`))).length;
    expect([await stored('a'), await stored('b'), await stored('c')]).toEqual([1, 0, 1]);
  });
});
