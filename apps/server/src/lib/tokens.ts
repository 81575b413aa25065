import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: used for sign-in tokens and reset links. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as this hash, so a copy of the database cannot be used to sign in. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
