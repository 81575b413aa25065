import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';
import { conflict, notFound } from '../lib/errors';
import { isForeignKeyViolation } from '../lib/postgres';

/** Records that refer to the one to delete: rows of `from` matching `where`; `key` is the message saying so. */
export interface Reference {
  from: PgTable;
  where: SQL;
  key: string;
}

/**
 * Deletes the record unless another refers to it. The references are looked for in order, so the 409 names the
 * precise reason; a reference added in between by another request still makes the database refuse, which
 * becomes the last reference's 409. No such record: 404.
 */
export async function deleteUnlessInUse(
  db: Executor,
  record: { table: PgTable & { id: AnyPgColumn }; id: number },
  references: readonly [Reference, ...Reference[]],
): Promise<void> {
  for (const { from, where, key } of references) {
    const [found] = await db.select({ found: sql`1` }).from(from).where(where).limit(1);
    if (found) throw conflict(key);
  }
  const { table, id } = record;
  const deleted = await deleteUnlessReferenced(
    () => db.delete(table).where(eq(table.id, id)).returning({ id: table.id }),
    references[references.length - 1]!.key,
  );
  if (deleted.length === 0) throw notFound();
}

/** Runs a delete; the database refusing it for a foreign key (a reference) becomes the 409 of `key`, not a 500. */
export async function deleteUnlessReferenced<T>(remove: () => Promise<T>, key: string): Promise<T> {
  try {
    return await remove();
  } catch (error) {
    if (isForeignKeyViolation(error)) throw conflict(key);
    throw error;
  }
}
