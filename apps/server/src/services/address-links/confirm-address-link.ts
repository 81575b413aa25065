import { eq } from 'drizzle-orm';
import { transaction, type Database, type Executor, type Transaction } from '../../db/client';
import { childParents, children, emailConfirmations, files, people, users } from '../../db/schema';
import { invalid } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/postgres';
import { hashToken } from '../../lib/tokens';
import { queueEmail } from '../../mail/outbox';
import { emailFooter } from '../../mail/settings';
import { addressChangedEmail, type AddressLinkPurpose } from '../../mail/templates/address-link';
import type { Actor } from '../../policies/actor';
import { requireFamily } from '../../policies/person';
import { cancelPendingLinks } from '../../repositories/account-links';
import { logFamilyJoin } from '../../repositories/health-access-log';
import { readOptions, type OptionValues } from '../../repositories/options';
import { revokeOtherSessions } from '../../repositories/sessions';
import { queueParentLinkedNotices } from '../children/parent-linked-notices';

const linkInvalid = () => invalid({ token: { key: 'family.address_link.invalid' } });
const linkOutdated = () => invalid({ token: { key: 'family.address_link.outdated' } });

/**
 * What an address link would do, for the page that asks before it does it: its purpose and address. The same
 * refusals as opening it, and nothing changes.
 */
export async function readAddressLink(db: Executor, input: { actor: Actor; now: Date; token: string }): Promise<{ purpose: AddressLinkPurpose; email: string }> {
  requireFamily(input.actor);
  const [link] = await db.select().from(emailConfirmations).where(eq(emailConfirmations.token_hash, hashToken(input.token)));
  if (!usable(link, input)) throw linkInvalid();
  return { purpose: link.purpose, email: link.email };
}

const usable = (link: typeof emailConfirmations.$inferSelect | undefined, input: { actor: Actor; now: Date }): link is typeof emailConfirmations.$inferSelect =>
  link !== undefined && link.user_id === input.actor.id && link.used_at === null && link.expires_at > input.now;

/**
 * A family opens an address link (decision 017). The link proves the address; the session proves the account:
 * a link works only for the account it was made for, so the owner of an address who opens a link somebody
 * else's sign-up caused joins nothing. Once, and until it runs out; every other link of the account stops
 * working with it.
 * - `join_person`: the account's own (new, empty) person gives way to the office's person with this address:
 *   children added meanwhile move over, and everything the office entered stays as the office entered it. The
 *   consents given at sign-up stay behind with the empty person: who gave them is not proven to be the one who
 *   opens the link, so the family page asks for them again. The account now sees the children's health
 *   answers: written to the health-data log, and the children's other parents are told.
 * - `change_email`: the sign-in and contact address become the new one, other sessions end, and the old address
 *   is told.
 */
export async function confirmAddressLink(
  db: Database,
  input: { actor: Actor; sessionId: number; now: Date; timeZone: string; token: string },
): Promise<{ purpose: AddressLinkPurpose; email: string }> {
  const { actor, now } = input;
  const ownPersonId = requireFamily(actor);
  const footers = await readOptions(db);
  try {
    return await transaction(db, async (tx) => {
      const [link] = await tx.select().from(emailConfirmations).where(eq(emailConfirmations.token_hash, hashToken(input.token))).for('update');
      if (!usable(link, input)) throw linkInvalid();
      const [account] = await tx.select().from(users).where(eq(users.id, actor.id)).for('update');
      if (!account) throw linkInvalid();
      await cancelPendingLinks(tx, account.id, { addressLinkId: link.id });
      if (link.purpose === 'join_person') await joinPerson(tx, { link, account, ownPersonId, now, options: footers });
      else {
        await tx.update(users).set({ email: link.email, updated_at: now }).where(eq(users.id, account.id));
        await tx.update(people).set({ email: link.email, updated_at: now }).where(eq(people.id, ownPersonId));
        await revokeOtherSessions(tx, account.id, input.sessionId);
        const notice = addressChangedEmail({
          lang: account.lang,
          name: account.name,
          newEmail: link.email,
          at: now,
          timeZone: input.timeZone,
          footerHtml: emailFooter(footers, account.lang),
        });
        await queueEmail(tx, { userId: account.id, personId: ownPersonId, to: account.email, subject: notice.subject, html: notice.html });
      }
      await tx.update(emailConfirmations).set({ used_at: now }).where(eq(emailConfirmations.id, link.id));
      return { purpose: link.purpose, email: link.email };
    });
  } catch (error) {
    // Another account took the address since the link was sent: it stays that account's.
    if (isUniqueViolation(error, 'users_email_unique')) throw invalid({ token: 'email_taken' });
    throw error;
  }
}

async function joinPerson(
  tx: Transaction,
  input: {
    link: typeof emailConfirmations.$inferSelect;
    account: typeof users.$inferSelect;
    ownPersonId: number;
    now: Date;
    options: OptionValues;
  },
): Promise<void> {
  const { link, account, ownPersonId, now } = input;
  const [office] = link.person_id === null ? [] : await tx.select().from(people).where(eq(people.id, link.person_id)).for('update');
  const [login] = office ? await tx.select({ id: users.id }).from(users).where(eq(users.person_id, office.id)).limit(1) : [];
  // The office changed the person's address, or another account joined it, after the link was sent.
  if (!office || login || office.email !== link.email || account.email !== link.email) throw linkOutdated();
  const [own] = await tx.select().from(people).where(eq(people.id, ownPersonId)).for('update');
  if (!own) throw linkOutdated();

  const gained = await tx
    .select({ id: children.id, first_name: children.first_name, last_name: children.last_name })
    .from(childParents)
    .innerJoin(children, eq(children.id, childParents.child_id))
    .where(eq(childParents.person_id, office.id));
  const moving = await tx.select({ child_id: childParents.child_id }).from(childParents).where(eq(childParents.person_id, own.id));
  if (moving.length > 0) {
    await tx
      .insert(childParents)
      .values(moving.map(({ child_id }) => ({ child_id, person_id: office.id })))
      .onConflictDoNothing();
  }
  await tx.update(users).set({ person_id: office.id, updated_at: now }).where(eq(users.id, account.id));
  await tx.delete(people).where(eq(people.id, own.id));
  if (own.signature_file_id) await tx.delete(files).where(eq(files.id, own.signature_file_id));
  await tx.update(people).set({ lang: own.lang, updated_at: now }).where(eq(people.id, office.id));
  await logFamilyJoin(tx, { userId: account.id, personId: office.id, childIds: gained.map((child) => child.id), now });
  await queueParentLinkedNotices(tx, { children: gained, parent: office, options: input.options });
}
