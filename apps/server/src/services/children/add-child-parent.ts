import { and, eq, ne } from 'drizzle-orm';
import { transaction, type Database } from '../../db/client';
import { childParents, children, people, users } from '../../db/schema';
import { forbidden, invalid, notFound } from '../../lib/errors';
import { queueEmail } from '../../mail/outbox';
import { emailFooter } from '../../mail/settings';
import { parentLinkedEmail } from '../../mail/templates/address-link';
import type { Actor } from '../../policies/actor';
import { canChangeChildParents } from '../../policies/child';
import { logHealthAccess } from '../../repositories/health-access-log';
import { readOptions } from '../../repositories/options';

/**
 * Links a further parent to a child ("add my husband as second parent"); a parent already linked is refused.
 * The new parent sees the child's health answers from then on, so only staff who may see them link (403
 * otherwise), the link is written to the health-data log, and the parents the child had are told by e-mail.
 */
export async function addChildParent(db: Database, input: { actor: Actor; now: Date; childId: number; personId: number }): Promise<void> {
  const { actor, now } = input;
  if (!canChangeChildParents(actor)) throw forbidden('people.parents_need_health');
  const options = await readOptions(db);
  await transaction(db, async (tx) => {
    const [child] = await tx.select().from(children).where(eq(children.id, input.childId)).for('update');
    if (!child) throw notFound();
    const [person] = await tx.select().from(people).where(eq(people.id, input.personId)).for('share');
    if (!person) throw invalid({ parent_id: 'choice' });
    const [linked] = await tx
      .select({ id: childParents.person_id })
      .from(childParents)
      .where(and(eq(childParents.child_id, child.id), eq(childParents.person_id, person.id)));
    if (linked) throw invalid({ parent_id: { key: 'people.already_parent' } });
    const told = await tx
      .select({ first_name: people.first_name, last_name: people.last_name, lang: people.lang, email: people.email, login: users.email })
      .from(childParents)
      .innerJoin(people, eq(people.id, childParents.person_id))
      .leftJoin(users, eq(users.person_id, people.id))
      .where(and(eq(childParents.child_id, child.id), ne(childParents.person_id, person.id)));
    await tx.insert(childParents).values({ child_id: child.id, person_id: person.id });
    await logHealthAccess(tx, { actor, now, action: 'parent_linked', childIds: [child.id], personId: person.id });
    for (const parent of told) {
      const to = parent.email || parent.login;
      if (!to) continue;
      const email = parentLinkedEmail({
        lang: parent.lang,
        name: `${parent.first_name} ${parent.last_name}`,
        child: `${child.first_name} ${child.last_name}`,
        parent: `${person.first_name} ${person.last_name}`,
        footerHtml: emailFooter(options, parent.lang),
      });
      await queueEmail(tx, { to, subject: email.subject, html: email.html });
    }
  });
}
