import { OPTION_DEFINITIONS } from '@app/domain';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import { findKnownOption, storeOption, type OptionRow } from '../../repositories/options';

/** Sets the option back to its default. */
export async function resetOption(db: Database, input: { now: Date; id: number }): Promise<OptionRow> {
  const found = await findKnownOption(db, input.id);
  if (!found) throw notFound();
  return storeOption(db, { key: found.key, value: OPTION_DEFINITIONS[found.key].default, now: input.now });
}
