import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import { findKnownOption, type OptionRow } from '../../repositories/options';

export async function findOption(db: Database, input: { id: number }): Promise<OptionRow> {
  const found = await findKnownOption(db, input.id);
  if (!found) throw notFound();
  return found.row;
}
