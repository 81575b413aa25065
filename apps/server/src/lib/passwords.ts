import { hash, verify } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** A password for an account whose password nobody typed (the first Superadmin, a user created without one). */
export const generatePassword = (): string => randomBytes(12).toString('base64url');

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A hash of a password nobody has, verified when the e-mail is unknown so that a failed login takes the
 * same time whether or not the account exists.
 */
let decoy: Promise<string> | undefined;
export async function verifyDecoy(password: string): Promise<void> {
  decoy ??= hash('decoy password that never matches');
  await verifyPassword(await decoy, password);
}
