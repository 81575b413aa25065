import { STORED_FILE_URL } from '@app/domain';
import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { children, courses, courseWeeks, files, people, registrations } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { Actor } from '../../policies/actor';
import { scopeChildren } from '../../policies/child';
import { scopeOwnPerson } from '../../policies/person';
import { readOptions } from '../../repositories/options';

/** Logos a PDF can embed; anything else is left out rather than failing the document. */
const EMBEDDABLE = ['image/png', 'image/jpeg'];

/**
 * What the payment confirmation of one child in one course shows (decisions.md section 4): the paid,
 * confirmed, non-deleted registrations with their weeks, the child, the signed-in parent as the payer, the
 * organisation's options and its logo. Another family's child, and a child with nothing paid in the course,
 * have no confirmation: not found.
 */
export async function loadConfirmation(db: Executor, input: { actor: Actor; courseId: number; childId: number }) {
  const { actor } = input;
  const [child] = await db.select().from(children).where(and(eq(children.id, input.childId), scopeChildren(actor)));
  if (!child) throw notFound();
  const paid = await db
    .select({ registration: registrations, week: courseWeeks })
    .from(registrations)
    .innerJoin(courseWeeks, eq(courseWeeks.id, registrations.course_week_id))
    .where(
      and(
        eq(registrations.child_id, child.id),
        eq(courseWeeks.course_id, input.courseId),
        isNull(registrations.deleted_at),
        eq(registrations.is_waiting, false),
        gt(registrations.payed_amount, 0),
      ),
    )
    .orderBy(asc(courseWeeks.from), asc(registrations.id));
  if (paid.length === 0) throw notFound();
  const [course] = await db.select().from(courses).where(eq(courses.id, input.courseId));
  const [parent] = await db.select().from(people).where(scopeOwnPerson(actor));
  if (!course || !parent) throw notFound();
  const options = await readOptions(db);
  const logoId = STORED_FILE_URL.exec(options.app_logo)?.[1];
  const [logo] = logoId
    ? await db.select({ data: files.data }).from(files).where(and(eq(files.id, logoId), inArray(files.mime_type, EMBEDDABLE)))
    : [];
  return { child, course, parent, paid, options, logo: logo?.data ?? null };
}
export type ConfirmationData = Awaited<ReturnType<typeof loadConfirmation>>;
