import type { Database } from '../../db/client';
import { DomainError, invalid, type MessageRef } from '../../lib/errors';
import { verifyDecoy, verifyPassword } from '../../lib/passwords';
import { randomToken } from '../../lib/tokens';
import { isKnownDevice, rememberDevice } from '../../repositories/known-devices';
import { claimPasswordCheck, forgetPasswordChecks } from '../../repositories/login-throttles';
import { clearHits, refundHit, takeAttempt } from '../../repositories/rate-limits';
import { createSession, type IssuedToken } from '../../repositories/sessions';
import { findUserByEmail, recordSignIn } from '../../repositories/users';
import { LOGIN_PER_ADDRESS_AND_CLIENT, LOGIN_PER_IP } from './limits';

const INVALID_LOGIN = { key: 'auth.invalid_login' };

/** 429 on the e-mail field: the address's next password check from an unknown browser is not due yet. */
function accountSlowed(waitSeconds: number): DomainError {
  const ref: MessageRef =
    waitSeconds < 90
      ? { key: 'auth.account_slowed_seconds', params: { seconds: waitSeconds } }
      : { key: 'auth.account_slowed_minutes', params: { minutes: Math.ceil(waitSeconds / 60) } };
  return new DomainError('rate_limited', ref, { email: ref });
}

/**
 * Signs in with e-mail and password. Two limits keep guessing slow (decision 017):
 * - per address and client (and, generously, per client): a stranger slows down himself, not the owner
 *   signing in elsewhere;
 * - per address from browsers that never signed in to the account: after the free checks, each waits a
 *   doubling turn, so guesses spread over many clients slow down too. The owner's own browsers (`device`, the
 *   cookie a sign-in or password reset leaves) are not slowed, so a stranger cannot lock the owner out.
 * Answers the token and the device to keep in the cookie (the browser's, or a new one).
 */
export async function logIn(
  db: Database,
  input: { now: Date; email: string; password: string; remember?: boolean; ip: string; device: string | undefined },
): Promise<IssuedToken & { device: string }> {
  // Every attempt takes its number before the password is checked, so parallel wrong tries cannot all pass
  // the limit; a correct one gives its attempt back.
  const addressAndClient = `${input.email}\n${input.ip}`;
  await takeAttempt(db, [
    [LOGIN_PER_ADDRESS_AND_CLIENT, addressAndClient],
    [LOGIN_PER_IP, input.ip],
  ]);
  const user = await findUserByEmail(db, input.email);
  // Asked for an unknown address too, so the answer's timing does not tell whether an account exists.
  const known = (await isKnownDevice(db, user?.id ?? 0, input.device)) && user !== undefined;
  if (!known) {
    const slowed = await claimPasswordCheck(db, input.email);
    if (slowed) throw accountSlowed(slowed.waitSeconds);
  }
  const valid = user ? await verifyPassword(user.password_hash, input.password) : (await verifyDecoy(input.password), false);
  if (!user || !valid) throw invalid({ email: INVALID_LOGIN }, INVALID_LOGIN);
  await clearHits(db, LOGIN_PER_ADDRESS_AND_CLIENT, addressAndClient);
  await refundHit(db, LOGIN_PER_IP, input.ip);
  // Through the turn, it was the owner: the guesses before no longer count. Through a known browser the
  // stranger's count stays, so his guessing does not start afresh.
  if (!known) await forgetPasswordChecks(db, input.email);
  await recordSignIn(db, user.id, input.now);
  const device = input.device ?? randomToken();
  await rememberDevice(db, user.id, device);
  return { ...(await createSession(db, user.id, input.remember ?? false, input.now)), device };
}
