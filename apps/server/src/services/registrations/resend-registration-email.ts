import { paymentStatus, registrationPrice, type CourseEmailKind } from '@app/domain';
import { eq } from 'drizzle-orm';
import { transaction, type Database } from '../../db/client';
import { registrations } from '../../db/schema';
import { invalid, notFound } from '../../lib/errors';
import { readMailSettings } from '../../mail/settings';
import { takeAttempt } from '../../repositories/rate-limits';
import { loadRegistrationsForMail } from '../../repositories/registrations';
import { RESEND_PER_REGISTRATION } from '../auth/limits';
import { queueEmail } from '../../mail/outbox';
import { queueRegistrationEmail, renderFamilyEmail, transfersOf, type FamilyEmailLine } from '../booking/registration-email';
import { standingRegistrations } from '../payments/booking-payment';

type RegistrationRow = typeof registrations.$inferSelect;

/** The e-mail that tells the family where the registration stands now. */
export function emailKindOf(registration: Pick<RegistrationRow, 'deleted_at' | 'is_waiting' | 'payed_amount' | 'promoted_at'>, price: number): CourseEmailKind {
  if (registration.deleted_at) return 'deleted';
  if (registration.is_waiting) return 'new-waiting';
  if (paymentStatus(price, registration.payed_amount) === 'paid') return 'payed';
  return registration.promoted_at ? 'waiting' : 'new';
}

/**
 * Queues the e-mail that fits the registration's state again, for a family that lost the first one; once a
 * minute per registration (`RESEND_PER_REGISTRATION`), counted in the transaction that queues it, so a refused
 * or failed resend leaves the minute to the next one.
 */
export async function resendRegistrationEmail(db: Database, input: { id: number }): Promise<CourseEmailKind> {
  return transaction(db, async (tx) => {
    const [row] = await loadRegistrationsForMail(tx, eq(registrations.id, input.id));
    if (!row) throw notFound();
    const { recipient } = row;
    if (!recipient) throw invalid({ id: { key: 'registrations.no_recipient' } });
    await takeAttempt(tx, [[RESEND_PER_REGISTRATION, String(input.id)]], { key: 'registrations.resend_wait' });
    const price = registrationPrice(row.week, row.registration.day_type);
    const kind = emailKindOf(row.registration, price);
    const mail = await readMailSettings(tx);
    if (kind === 'deleted' || kind === 'payed') {
      await queueRegistrationEmail(tx, { kind, recipient, course: row.course, week: row.week, child: row.child, registration: row.registration, mail });
      return kind;
    }
    const lines: FamilyEmailLine[] = [{ ...row, kind }];
    // A booked place asks for the booking's one transfer of what is still open (decision 022); a promotion for its own place.
    const transfers =
      kind === 'new'
        ? [{ bookingId: row.registration.booking_id, items: (await standingRegistrations(tx, [row.registration.booking_id])).filter((other) => other.recipient?.email === recipient.email) }]
        : transfersOf(lines);
    await queueEmail(tx, renderFamilyEmail({ recipient, lines, transfers, mail }));
    return kind;
  });
}
