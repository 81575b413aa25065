import { OPTION_KEYS } from '@app/domain';
import type { Database } from '../../db/client';
import { options } from '../../db/schema';
import type { OptionRow } from '../../repositories/options';

/** Every known option in the order of the definitions; rows of keys no longer defined are left out. */
export async function listOptions(db: Database): Promise<OptionRow[]> {
  const rows = new Map((await db.select().from(options)).map((row) => [row.key, row]));
  return OPTION_KEYS.flatMap((key) => {
    const row = rows.get(key);
    return row ? [row] : [];
  });
}
