import { STORED_FILE_URL } from '@app/domain';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { childParents, children, courses, courseWeeks, files, people, registrations } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { Actor } from '../../policies/actor';
import { canSeeAnyConfirmation, scopeChildren } from '../../policies/child';
import { scopeOwnPerson } from '../../policies/person';
import { readOptions } from '../../repositories/options';
import { standingRegistrationSql } from '../../repositories/registrations';
import { ERASED_NAME } from '../../db/personal-data';

/** Logos a PDF can embed; anything else is left out rather than failing the document. */
const EMBEDDABLE = ['image/png', 'image/jpeg'];

/** The payer the confirmation names: a parent, or nobody's name when the family was erased (decision 025). */
type Payer = Pick<typeof people.$inferSelect, 'first_name' | 'last_name' | 'tax' | 'address' | 'plz' | 'place'>;
const ERASED_PAYER: Payer = { first_name: ERASED_NAME, last_name: ERASED_NAME, tax: null, address: null, plz: null, place: null };

/**
 * What the payment confirmation of one child in one course shows (decisions.md section 4): the paid,
 * confirmed, non-deleted registrations with their weeks, the child, the payer, the organisation's options and
 * its logo. A family reaches its own children, the signed-in parent being the payer; staff who see
 * registrations reach any child, its first parent being the payer, and a child kept anonymous after its
 * family's erasure names nobody (decision 025). Another family's child, and a child with nothing paid in the
 * course, have no confirmation: not found.
 */
export async function loadConfirmation(db: Executor, input: { actor: Actor; courseId: number; childId: number }) {
  const { actor } = input;
  const office = canSeeAnyConfirmation(actor);
  const [child] = await db.select().from(children).where(and(eq(children.id, input.childId), office ? undefined : scopeChildren(actor)));
  if (!child) throw notFound();
  const paid = await db
    .select({ registration: registrations, week: courseWeeks })
    .from(registrations)
    .innerJoin(courseWeeks, eq(courseWeeks.id, registrations.course_week_id))
    .where(
      and(
        eq(registrations.child_id, child.id),
        eq(courseWeeks.course_id, input.courseId),
        standingRegistrationSql,
        gt(registrations.payed_amount, 0),
      ),
    )
    .orderBy(asc(courseWeeks.from), asc(registrations.id));
  if (paid.length === 0) throw notFound();
  const [course] = await db.select().from(courses).where(eq(courses.id, input.courseId));
  const [parent] = office
    ? await db
        .select({ first_name: people.first_name, last_name: people.last_name, tax: people.tax, address: people.address, plz: people.plz, place: people.place })
        .from(people)
        .innerJoin(childParents, eq(childParents.person_id, people.id))
        .where(eq(childParents.child_id, child.id))
        .orderBy(asc(people.id))
        .limit(1)
    : await db.select().from(people).where(scopeOwnPerson(actor));
  if (!course || (!parent && !office)) throw notFound();
  const options = await readOptions(db);
  const logoId = STORED_FILE_URL.exec(options.app_logo)?.[1];
  const [logo] = logoId
    ? await db.select({ data: files.data }).from(files).where(and(eq(files.id, logoId), inArray(files.mime_type, EMBEDDABLE)))
    : [];
  const payer: Payer = parent ?? ERASED_PAYER;
  return { child, course, parent: payer, paid, options, logo: logo?.data ?? null };
}
export type ConfirmationData = Awaited<ReturnType<typeof loadConfirmation>>;
