import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';

/**
 * Makes every UPDATE and DELETE of one row fail, as a real fault would (a constraint, a broken row), with a
 * trigger that raises. For tests of what a job does with one item that fails; answers the cure, which drops
 * the trigger again.
 */
export async function poisonRow(db: Database, table: string, id: number): Promise<() => Promise<void>> {
  if (!/^[a-z_]+$/.test(table) || !Number.isInteger(id)) throw new Error(`not a table and row: ${table} ${id}`);
  const name = `poison_${table}_${id}`;
  await db.execute(
    sql.raw(`CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'row % of ${table} is poisoned', OLD.id; END $$`),
  );
  await db.execute(sql.raw(`CREATE TRIGGER ${name} BEFORE UPDATE OR DELETE ON ${table} FOR EACH ROW WHEN (OLD.id = ${id}) EXECUTE FUNCTION ${name}()`));
  return async () => {
    await db.execute(sql.raw(`DROP TRIGGER ${name} ON ${table}`));
    await db.execute(sql.raw(`DROP FUNCTION ${name}()`));
  };
}
