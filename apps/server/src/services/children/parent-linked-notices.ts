import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { childParents, people, users } from '../../db/schema';
import { queueEmail } from '../../mail/outbox';
import { emailFooter } from '../../mail/settings';
import { parentLinkedEmail } from '../../mail/templates/address-link';
import type { OptionValues } from '../../repositories/options';

/**
 * Tells a child's other parents that somebody became its parent and so sees its health answers (issue 33):
 * staff linked a parent, or an account joined the office's family through an address link. One e-mail per
 * parent and child, in the parent's language, to the contact address or else the login's.
 */
export async function queueParentLinkedNotices(
  tx: Transaction,
  input: { children: readonly { id: number; first_name: string; last_name: string }[]; parent: { id: number; first_name: string; last_name: string }; options: OptionValues },
): Promise<void> {
  const { parent, options } = input;
  if (input.children.length === 0) return;
  const told = await tx
    .select({ childId: childParents.child_id, personId: people.id, userId: users.id, first_name: people.first_name, last_name: people.last_name, lang: people.lang, email: people.email, login: users.email })
    .from(childParents)
    .innerJoin(people, eq(people.id, childParents.person_id))
    .leftJoin(users, eq(users.person_id, people.id))
    .where(and(inArray(childParents.child_id, input.children.map((child) => child.id)), ne(childParents.person_id, parent.id)));
  for (const other of told) {
    const to = other.email || other.login;
    const child = input.children.find((row) => row.id === other.childId);
    if (!to || !child) continue;
    const email = parentLinkedEmail({
      lang: other.lang,
      name: `${other.first_name} ${other.last_name}`,
      child: `${child.first_name} ${child.last_name}`,
      parent: `${parent.first_name} ${parent.last_name}`,
      footerHtml: emailFooter(options, other.lang),
    });
    await queueEmail(tx, { personId: other.personId, userId: other.userId, to, subject: email.subject, html: email.html });
  }
}
