import type { Database } from '../../db/client';
import { invalid } from '../../lib/errors';
import { verifyDecoy, verifyPassword } from '../../lib/passwords';
import { assertWithinLimits, clearHits, countHit, type Limit } from '../../repositories/rate-limits';
import { createSession, type IssuedToken } from '../../repositories/sessions';
import { findUserByEmail } from '../../repositories/users';
import { LOGIN_PER_ADDRESS, LOGIN_PER_IP } from './limits';

const INVALID_LOGIN = { key: 'auth.invalid_login' };

export async function logIn(
  db: Database,
  input: { now: Date; email: string; password: string; remember?: boolean; ip: string },
): Promise<IssuedToken> {
  const limits: [Limit, string][] = [
    [LOGIN_PER_ADDRESS, input.email],
    [LOGIN_PER_IP, input.ip],
  ];
  await assertWithinLimits(db, limits);
  const user = await findUserByEmail(db, input.email);
  const valid = user ? await verifyPassword(user.passwordHash, input.password) : (await verifyDecoy(input.password), false);
  if (!user || !valid) {
    await countHit(db, limits);
    throw invalid({ email: INVALID_LOGIN }, INVALID_LOGIN);
  }
  await clearHits(db, LOGIN_PER_ADDRESS, input.email);
  return createSession(db, user.id, input.remember ?? false, input.now);
}
