import { formatDate, localName, translate, type Language } from '@app/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { transaction, type Database, type Transaction } from '../../db/client';
import { childParents, children, courses, courseWeeks, people, registrations, users } from '../../db/schema';
import { DomainError, notFound } from '../../lib/errors';
import { retryTransientConflicts } from '../../lib/postgres';
import { weekAvailabilityOf } from '../../lib/week-state';
import type { Actor } from '../../policies/actor';
import { canChangeFamilyRegistration, scopeFamilyRegistrations } from '../../policies/registration';
import { readOption } from '../../repositories/options';
import { queueRegistrationEmail } from '../booking/registration-email';
import { promoteWaiting } from '../courses/promote-waiting';

/**
 * The family a registration's e-mails go to: the parent who booked it (else the child's first parent), at
 * the person's e-mail (else the account's), in the person's language.
 */
async function registrationFamilies(tx: Transaction, ids: number[]) {
  if (ids.length === 0) return [];
  const parentId = sql<number>`coalesce(
    (SELECT ${users.personId} FROM ${users} WHERE ${users.id} = ${registrations.createdByUserId}),
    (SELECT min(${childParents.personId}) FROM ${childParents} WHERE ${childParents.childId} = ${registrations.childId}))`;
  return tx
    .select({
      registration: registrations,
      child: children,
      parent: people,
      accountEmail: sql<string | null>`(SELECT ${users.email} FROM ${users} WHERE ${users.personId} = ${people.id})`,
    })
    .from(registrations)
    .innerJoin(children, eq(children.id, registrations.childId))
    .innerJoin(people, eq(people.id, parentId))
    .where(inArray(registrations.id, ids));
}

/**
 * A family cancels a registration or waiting entry (DELETE /api/registration/{id}, decisions.md section 3),
 * in one transaction: the soft delete (deleted_at, deleted_by_user_id), the week's counters, `email_deleted`
 * to the family and, when a confirmed place is freed, the oldest waiting registrations of the week promoted
 * with `email_waiting` to their families. The week's row lock (the one bookings take) orders it against
 * bookings and other cancellations, so capacity holds and counters equal the rows. A week after_registration
 * is refused: then only the office can. Answers the sentence for the popup.
 */
export async function cancelRegistration(db: Database, input: CancelInput): Promise<{ message: string }> {
  return retryTransientConflicts(() => transaction(db, (tx) => cancel(tx, input)));
}

interface CancelInput {
  actor: Actor;
  now: Date;
  timeZone: string;
  lang: Language;
  id: number;
  /**
   * The office (services/registrations/delete-registration.ts) deletes any registration at any time; a
   * family only its own, while the week is not after_registration. Everything else is the same.
   */
  by?: 'family' | 'office';
}

async function cancel(tx: Transaction, input: CancelInput) {
  const { actor, now } = input;
  const office = input.by === 'office';
  const [found] = await tx
    .select({ registration: registrations, weekId: registrations.courseWeekId })
    .from(registrations)
    .where(and(eq(registrations.id, input.id), isNull(registrations.deletedAt), office ? undefined : scopeFamilyRegistrations(actor)));
  if (!found) throw notFound();

  const [week] = await tx.select().from(courseWeeks).where(eq(courseWeeks.id, found.weekId)).for('update');
  const [course] = await tx.select().from(courses).where(eq(courses.id, week!.courseId));
  if (!office && !canChangeFamilyRegistration(actor, weekAvailabilityOf(week!, course!, now, input.timeZone))) {
    throw new DomainError('validation', { key: 'family.registration.closed' });
  }
  // Read again under the week's lock: a concurrent cancellation may have won, or a promotion confirmed it.
  const [cancelled] = await tx
    .update(registrations)
    .set({ deletedAt: now, deletedByUserId: actor.id, updatedAt: now })
    .where(and(eq(registrations.id, input.id), isNull(registrations.deletedAt)))
    .returning();
  if (!cancelled) throw notFound();

  let promoted: number[] = [];
  if (cancelled.isWaiting) {
    await tx.update(courseWeeks).set({ waitingCount: week!.waitingCount - 1 }).where(eq(courseWeeks.id, week!.id));
  } else {
    const confirmed = week!.confirmedCount - 1;
    promoted = await promoteWaiting(tx, { now, weekId: week!.id, places: Math.min(week!.waitingCount, week!.maxParticipants - confirmed) });
    await tx
      .update(courseWeeks)
      .set({ confirmedCount: confirmed + promoted.length, waitingCount: week!.waitingCount - promoted.length })
      .where(eq(courseWeeks.id, week!.id));
  }

  const footerHtml = await readOption(tx, 'email_footer');
  for (const family of await registrationFamilies(tx, [cancelled.id, ...promoted])) {
    const recipient = {
      email: family.parent.email || family.accountEmail || '',
      name: `${family.parent.firstName} ${family.parent.lastName}`,
      lang: family.parent.lang,
    };
    if (!recipient.email) continue;
    await queueRegistrationEmail(tx, {
      kind: family.registration.id === cancelled.id ? 'deleted' : 'waiting',
      recipient,
      course: course!,
      week: week!,
      child: family.child,
      registration: family.registration,
      footerHtml,
    });
  }

  const [child] = await tx.select({ firstName: children.firstName, lastName: children.lastName }).from(children).where(eq(children.id, cancelled.childId));
  const weekLabel = `${localName({ name: week!.name, name_it: week!.nameIt }, input.lang)} (${formatDate(week!.from)} - ${formatDate(week!.to)})`;
  const key = cancelled.isWaiting ? 'family.registration.waiting_deleted' : 'family.registration.deleted';
  return { message: translate(input.lang, key, { child: `${child!.firstName} ${child!.lastName}`, week: weekLabel }) };
}
