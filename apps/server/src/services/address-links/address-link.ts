import type { Language } from '@app/domain';
import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { emailConfirmations, people, users } from '../../db/schema';
import { hashToken, randomToken } from '../../lib/tokens';
import { queueEmail } from '../../mail/outbox';
import { ADDRESS_LINK_HOURS, addressLinkEmail, type AddressLinkPurpose } from '../../mail/templates/address-link';
import type { Limit } from '../../repositories/rate-limits';

/**
 * Address links an account may have sent in an hour, new or again: a parent who lost the e-mail asks again now
 * and then, one who mistyped the new address tries twice; more would make the account a way to fill somebody's
 * mailbox (issue 33).
 */
export const ADDRESS_LINKS_PER_ACCOUNT: Limit = { name: 'address-link-account', max: 3, windowMs: 60 * 60_000 };

/**
 * Stores an address link and queues its e-mail, in the transaction of the change that needs it (decision 017).
 * One live link per account and purpose: a new one replaces the earlier, so only the newest e-mail works.
 */
export async function queueAddressLink(
  tx: Transaction,
  input: {
    userId: number;
    purpose: AddressLinkPurpose;
    email: string;
    personId?: number;
    lang: Language;
    appUrl: string;
    footerHtml: string;
    now: Date;
  },
): Promise<void> {
  const token = randomToken();
  await tx
    .delete(emailConfirmations)
    .where(and(eq(emailConfirmations.user_id, input.userId), eq(emailConfirmations.purpose, input.purpose), isNull(emailConfirmations.used_at)));
  await tx.insert(emailConfirmations).values({
    user_id: input.userId,
    purpose: input.purpose,
    email: input.email,
    person_id: input.personId ?? null,
    token_hash: hashToken(token),
    expires_at: new Date(input.now.getTime() + ADDRESS_LINK_HOURS * 3_600_000),
    created_at: input.now,
  });
  const email = addressLinkEmail({ lang: input.lang, purpose: input.purpose, appUrl: input.appUrl, footerHtml: input.footerHtml });
  await queueEmail(tx, { userId: input.userId, to: input.email, subject: email.subject, html: email.html, secret: token });
}

export interface PendingAddress {
  purpose: AddressLinkPurpose;
  email: string;
}

/**
 * The account's sign-in address and what waits for an address link, as columns of the query that reads the
 * family's person (the family page stays at four queries): a new sign-in address whose link is still valid,
 * else whether a person of the office has the account's address and no login, which the account may join. The
 * join is read from the data, not from a link, so a parent whose link ran out still sees it and asks again.
 */
export function addressStateColumns(input: { userId: number; personId: number; now: Date }) {
  return {
    loginEmail: sql<string>`(SELECT ${users.email} FROM ${users} WHERE ${users.id} = ${input.userId})`,
    newEmail: sql<string | null>`(SELECT ${emailConfirmations.email} FROM ${emailConfirmations}
      WHERE ${emailConfirmations.user_id} = ${input.userId} AND ${emailConfirmations.purpose} = 'change_email'
        AND ${emailConfirmations.used_at} IS NULL AND ${emailConfirmations.expires_at} > ${input.now.toISOString()}::timestamptz
      ORDER BY ${emailConfirmations.id} DESC LIMIT 1)`,
    canJoin: sql<boolean>`EXISTS (SELECT 1 FROM ${users} AS account JOIN ${people} AS waiting ON waiting.email = account.email
      WHERE account.id = ${input.userId} AND waiting.id <> ${input.personId}
        AND NOT EXISTS (SELECT 1 FROM ${users} AS login WHERE login.person_id = waiting.id))`,
  };
}

export type AddressState = { loginEmail: string; newEmail: string | null; canJoin: boolean };

export function pendingOf(state: AddressState): PendingAddress | null {
  if (state.newEmail) return { purpose: 'change_email', email: state.newEmail };
  return state.canJoin ? { purpose: 'join_person', email: state.loginEmail } : null;
}

/** The same on its own, for an answer that has the person already. */
export async function addressState(db: Executor, input: { userId: number; personId: number; now: Date }): Promise<AddressState> {
  const [row] = await db.select(addressStateColumns(input)).from(users).where(eq(users.id, input.userId));
  return row ?? { loginEmail: '', newEmail: null, canJoin: false };
}

/** Hourly: links used or run out are of no further use (a join stays possible: the family asks for a new link). */
export async function deleteSpentAddressLinks(db: Executor, now: Date): Promise<number> {
  const deleted = await db
    .delete(emailConfirmations)
    .where(or(isNotNull(emailConfirmations.used_at), lt(emailConfirmations.expires_at, now)))
    .returning({ id: emailConfirmations.id });
  return deleted.length;
}
