import { formatDate, localName, translate, type Language } from '@app/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { transaction, type Database, type Transaction } from '../../db/client';
import { courses, registrations } from '../../db/schema';
import { DomainError, notFound } from '../../lib/errors';
import { retryTransientConflicts } from '../../lib/postgres';
import { weekAvailabilityOf } from '../../lib/week-state';
import type { Actor } from '../../policies/actor';
import { canChangeFamilyRegistration, scopeFamilyRegistrations } from '../../policies/registration';
import { readMailSettings } from '../../mail/settings';
import { loadRegistrationsForMail, type RegistrationForMail } from '../../repositories/registrations';
import { queueRegistrationEmail } from '../booking/registration-email';
import { closeOpenOffers } from '../../repositories/offers';
import { lockWeek, settleWeek } from '../capacity/week-capacity';

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
    .select({ registration: registrations, weekId: registrations.course_week_id })
    .from(registrations)
    .where(and(eq(registrations.id, input.id), isNull(registrations.deleted_at), office ? undefined : scopeFamilyRegistrations(actor)));
  if (!found) throw notFound();

  const week = await lockWeek(tx, found.weekId);
  const [course] = await tx.select().from(courses).where(eq(courses.id, week!.course_id));
  if (!office && !canChangeFamilyRegistration(actor, weekAvailabilityOf(week!, course!, now, input.timeZone))) {
    throw new DomainError('validation', { key: 'family.registration.closed' });
  }
  // Read again under the week's lock: a concurrent cancellation may have won, or a promotion confirmed it.
  const [cancelled] = await tx
    .update(registrations)
    .set({ deleted_at: now, deleted_by_user_id: actor.id, updated_at: now })
    .where(and(eq(registrations.id, input.id), isNull(registrations.deleted_at)))
    .returning();
  if (!cancelled) throw notFound();

  const mail = await readMailSettings(tx);
  const [{ recipient, ...cancellation }] = (await loadRegistrationsForMail(tx, eq(registrations.id, cancelled.id))) as [RegistrationForMail];
  if (recipient) await queueRegistrationEmail(tx, { kind: 'deleted', recipient, ...cancellation, mail });
  // A waiting entry cancelled while offered a place declines the offer (the office's deletion withdraws it).
  const offered = await closeOpenOffers(tx, { ids: [cancelled.id], outcome: office ? 'withdrawn' : 'declined', now, by: actor.id });
  const place = offered.length > 0 ? 'offered' : cancelled.is_waiting ? 'waiting' : 'confirmed';
  // The place or waiting place is given back; a freed place goes to the waiting list, with its e-mails.
  await settleWeek(tx, { week: week!, clock: { now, timeZone: input.timeZone }, left: [place] });

  const { child } = cancellation;
  const weekLabel = `${localName({ name: week!.name, name_it: week!.name_it }, input.lang)} (${formatDate(week!.from)} - ${formatDate(week!.to)})`;
  const key = cancelled.is_waiting ? 'family.registration.waiting_deleted' : 'family.registration.deleted';
  return { message: translate(input.lang, key, { child: `${child.first_name} ${child.last_name}`, week: weekLabel }) };
}
