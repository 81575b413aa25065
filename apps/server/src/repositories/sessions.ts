import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../db/client';
import { permissions, rolePermissions, roles, sessions, userRoles, users } from '../db/schema';
import { BatchedReads } from '../lib/batched-reads';
import { unauthenticated } from '../lib/errors';
import { hashToken, randomToken } from '../lib/tokens';
import { toAuthUser, type AuthUser } from './users';

const HOUR = 3_600_000;
export const SESSION_LIFETIME_MS = 12 * HOUR;
export const REMEMBERED_SESSION_LIFETIME_MS = 30 * 24 * HOUR;
/** However often it is refreshed, a sign-in ends this long after the password was typed (decision 017). */
export const SIGN_IN_LIFETIME_MS = 30 * 24 * HOUR;

/** A session as the guard found it: what a refresh carries over to the next token. */
export interface LiveSession {
  id: number;
  user_id: number;
  remember: boolean;
  family: string;
  signed_in_at: Date;
}

export interface IssuedToken {
  token: string;
  expiresAt: Date;
}

/**
 * A sign-in's first token, or (with `continues`) the next token of a refreshed one, which keeps its family and
 * never outlives the sign-in. The lifetime counts from the request's moment (`now`), which the answer reports;
 * whether a session has run out is asked of the database's clock (`now()` below), which every replica shares.
 */
export async function createSession(
  db: Executor,
  userId: number,
  remember: boolean,
  now: Date,
  continues?: Pick<LiveSession, 'family' | 'signed_in_at'>,
): Promise<IssuedToken> {
  const token = randomToken();
  const signedInAt = continues?.signed_in_at ?? now;
  const expiresAt = new Date(
    Math.min(now.getTime() + (remember ? REMEMBERED_SESSION_LIFETIME_MS : SESSION_LIFETIME_MS), signedInAt.getTime() + SIGN_IN_LIFETIME_MS),
  );
  await db.insert(sessions).values({ user_id: userId, token_hash: hashToken(token), remember, expires_at: expiresAt, signed_in_at: signedInAt, family: continues?.family });
  return { token, expiresAt };
}

/** The session lookup of many tokens at once, built once per database and prepared on each connection (see below). */
function sessionUsersQuery(db: Executor) {
  return db
    .select({
      tokenHash: sessions.token_hash,
      session: { id: sessions.id, user_id: sessions.user_id, remember: sessions.remember, family: sessions.family, signed_in_at: sessions.signed_in_at },
      user: { id: users.id, name: users.name, email: users.email, lang: users.lang, person_id: users.person_id },
      role: roles.name,
      permission: permissions.name,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .leftJoin(userRoles, eq(userRoles.user_id, users.id))
    .leftJoin(roles, eq(roles.id, userRoles.role_id))
    .leftJoin(rolePermissions, eq(rolePermissions.role_id, roles.id))
    .leftJoin(permissions, eq(permissions.id, rolePermissions.permission_id))
    .where(and(sql`${sessions.token_hash} = any(${sql.placeholder('tokenHashes')})`, gt(sessions.expires_at, sql`now()`)))
    .prepare('find_session_users');
}

type SessionUser = { session: LiveSession; user: AuthUser };

function sessionUserReads(db: Executor) {
  const query = sessionUsersQuery(db);
  return new BatchedReads<string, SessionUser | undefined>(async (tokenHashes) => {
    const rows = await query.execute({ tokenHashes });
    const rowsOf = new Map<string, typeof rows>();
    for (const row of rows) {
      const own = rowsOf.get(row.tokenHash);
      if (own) own.push(row);
      else rowsOf.set(row.tokenHash, [row]);
    }
    return tokenHashes.map((tokenHash) => {
      const own = rowsOf.get(tokenHash);
      return own && { session: own[0]!.session, user: toAuthUser(own[0]!.user, own) };
    });
  });
}
const sessionUsers = new WeakMap<Executor, ReturnType<typeof sessionUserReads>>();

/**
 * The live session of a token with its account, roles and permissions: every signed-in request asks it,
 * thousands in the opening minute (issue 12), so the query is built once, PostgreSQL parses it once per
 * connection, and the sessions asked for in the same turn of the event loop are read in one query (one row per
 * session, role and permission).
 */
export async function findSessionUser(db: Executor, token: string): Promise<SessionUser | undefined> {
  let reads = sessionUsers.get(db);
  if (!reads) sessionUsers.set(db, (reads = sessionUserReads(db)));
  return reads.read(hashToken(token));
}

/**
 * Issues a new token for the same sign-in and lets the old one run out after a short grace. A token is
 * rotated once: marking it is the condition of the update. A rotated token refreshed again means that two
 * parties hold it (the web app's tabs refresh one at a time and share the new token), so the whole sign-in
 * ends, the thief's tokens with the owner's, and the call answers 401 (decision 017).
 */
export async function rotateSession(
  db: Executor,
  session: LiveSession,
  /** The old token keeps working this long, for requests already on their way (other tabs). */
  graceMs: number,
  now: Date,
): Promise<IssuedToken> {
  const rotated = await db
    .update(sessions)
    .set({ rotated_at: sql`now()`, expires_at: sql`least(${sessions.expires_at}, now() + ${`${graceMs} milliseconds`}::interval)` })
    .where(and(eq(sessions.id, session.id), isNull(sessions.rotated_at)))
    .returning({ id: sessions.id });
  if (rotated.length === 0) {
    await db.delete(sessions).where(eq(sessions.family, session.family));
    throw unauthenticated();
  }
  return createSession(db, session.user_id, session.remember, now, session);
}

export async function revokeSession(db: Executor, sessionId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** With a password change, in its transaction: the old password's sessions end exactly when it does. */
export async function revokeAllSessions(tx: Transaction, userId: number): Promise<void> {
  await tx.delete(sessions).where(eq(sessions.user_id, userId));
}

/** After a password change: every other device signs in again, the one that changed it stays. */
export async function revokeOtherSessions(tx: Transaction, userId: number, keepSessionId: number): Promise<void> {
  await tx.delete(sessions).where(and(eq(sessions.user_id, userId), ne(sessions.id, keepSessionId)));
}

export async function deleteExpiredSessions(db: Executor): Promise<number> {
  const deleted = await db.delete(sessions).where(lt(sessions.expires_at, sql`now()`)).returning({ id: sessions.id });
  return deleted.length;
}
