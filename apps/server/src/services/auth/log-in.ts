import type { Database } from '../../db/client';
import { invalid } from '../../lib/errors';
import { verifyDecoy, verifyPassword } from '../../lib/passwords';
import { clearHits, refundHit, takeAttempt } from '../../repositories/rate-limits';
import { createSession, type IssuedToken } from '../../repositories/sessions';
import { findUserByEmail } from '../../repositories/users';
import { LOGIN_PER_ADDRESS_AND_CLIENT, LOGIN_PER_IP } from './limits';

const INVALID_LOGIN = { key: 'auth.invalid_login' };

export async function logIn(
  db: Database,
  input: { now: Date; email: string; password: string; remember?: boolean; ip: string },
): Promise<IssuedToken> {
  // Every attempt takes its number before the password is checked, so parallel wrong tries cannot all pass
  // the limit; a correct one gives its attempt back.
  const addressAndClient = `${input.email}\n${input.ip}`;
  await takeAttempt(db, [
    [LOGIN_PER_ADDRESS_AND_CLIENT, addressAndClient],
    [LOGIN_PER_IP, input.ip],
  ]);
  const user = await findUserByEmail(db, input.email);
  const valid = user ? await verifyPassword(user.passwordHash, input.password) : (await verifyDecoy(input.password), false);
  if (!user || !valid) throw invalid({ email: INVALID_LOGIN }, INVALID_LOGIN);
  await clearHits(db, LOGIN_PER_ADDRESS_AND_CLIENT, addressAndClient);
  await refundHit(db, LOGIN_PER_IP, input.ip);
  return createSession(db, user.id, input.remember ?? false, input.now);
}
