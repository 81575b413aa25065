import { guessablePassword } from '@app/domain';
import type { Executor } from '../../db/client';
import { invalid } from '../../lib/errors';
import { passwordContextOf } from '../../repositories/users';

/**
 * The password rule with what the database knows of the account (decision 017): the form has checked what it
 * holds, the server adds the account's stored name and e-mail and its person's names and address. 422 on
 * `password`.
 */
export async function refuseGuessablePassword(db: Executor, userId: number, password: string): Promise<void> {
  const weakness = guessablePassword(password, await passwordContextOf(db, userId));
  if (weakness) throw invalid({ password: weakness });
}
