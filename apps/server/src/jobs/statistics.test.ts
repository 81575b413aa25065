import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { createTestDatabase } from '../../test/support/database';
import { statisticsJob } from './statistics';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** What the planner believes a table holds: `reltuples`, -1 while it was never analysed. */
async function estimatedRows(table: string): Promise<number> {
  const result = (await database.db.execute(sql`select reltuples::int as rows from pg_class where relname = ${table}`)) as unknown as { rows: { rows: number }[] };
  return result.rows[0]!.rows;
}

describe('the statistics job', () => {
  it('gives the planner the real size of the tables that grew since', async () => {
    await database.db.execute(sql`
      INSERT INTO people (first_name, last_name, email, phone, lang, address, plz, place)
      SELECT 'Maria', 'Statistik' || n, 'statistik' || n || '@example.org', '+39 333 1234567', 'de', 'Lauben', '39100', 'Bozen'
      FROM generate_series(1, 3000) AS n`);
    expect(await estimatedRows('people')).toBeLessThan(3000);

    const result = await statisticsJob.run(database.db, new Date(), undefined as never);
    expect(result.ms).toEqual(expect.any(Number));
    expect(await estimatedRows('people')).toBeGreaterThanOrEqual(3000);
  });
});
