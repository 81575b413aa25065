import type { FastifyReply, FastifyRequest } from 'fastify';
import { readCookie } from '../../lib/cookies';

/**
 * The browser's device cookie (decision 017): a random value a sign-in or password reset leaves, by which the
 * account knows its owner's browsers. Only the sign-in calls read it (path /api), scripts never (HttpOnly).
 */
const NAME = 'summer-weeks.device';
/** As the tokens: 32 random bytes, base64url. Anything else is no device of ours. */
const FORMAT = /^[A-Za-z0-9_-]{43}$/;
/** Browsers keep a cookie at most 400 days; the server forgets a device after 180 days unused. */
const MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

export function deviceOf(request: FastifyRequest): string | undefined {
  const value = readCookie(request.headers.cookie, NAME);
  return value !== undefined && FORMAT.test(value) ? value : undefined;
}

export function keepDevice(reply: FastifyReply, device: string, secure: boolean): void {
  reply.header('Set-Cookie', `${NAME}=${device}; Path=/api; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`);
}
