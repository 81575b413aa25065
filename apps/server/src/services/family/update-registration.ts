import { registrationEditErrors, weekOffersBothDayTypes, type Language, type RegistrationUpdate } from '@app/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { transaction, type Database } from '../../db/client';
import { registrations } from '../../db/schema';
import { customFieldsOf } from '../../lib/custom-fields';
import { DomainError, invalid, notFound } from '../../lib/errors';
import { weekAvailabilityOf } from '../../lib/week-state';
import type { Actor } from '../../policies/actor';
import { canChangeFamilyRegistration, scopeFamilyRegistrations } from '../../policies/registration';
import { familyRegistrationRows } from './load-family';

/**
 * The registration edit dialog of the family page (public specification sections 2 and 5): emergency
 * phones, the course's custom fields, and the day type where the week offers both (the price follows the
 * day type, decisions.md section 4; what is paid stays). Another family's registration is not found; a week
 * after_registration is refused with a message. Answers the registration as the family page shows it.
 */
export async function updateRegistration(
  db: Database,
  input: { actor: Actor; now: Date; timeZone: string; lang: Language; id: number; values: RegistrationUpdate },
) {
  const { actor, now, values } = input;
  return transaction(db, async (tx) => {
    const [row] = await familyRegistrationRows(tx, actor, input.id);
    if (!row) throw notFound();
    const { registration, week, course, child } = row;
    if (!canChangeFamilyRegistration(actor, weekAvailabilityOf(week, course, now, input.timeZone))) {
      throw new DomainError('validation', { key: 'family.registration.closed' });
    }
    const errors = registrationEditErrors(
      values,
      customFieldsOf(course),
      `${child.first_name} ${child.last_name}`,
      input.lang,
    );
    if (Object.keys(errors).length > 0) throw invalid(errors);

    const bothDayTypes = weekOffersBothDayTypes({ full_day: week.full_day, half_day: week.half_day });
    const [updated] = await tx
      .update(registrations)
      .set({
        day_type: bothDayTypes && values.dayType !== null ? values.dayType : registration.day_type,
        emergency_contact1_phone: values.emergency_contact1_phone!,
        emergency_contact2_phone: values.emergency_contact2_phone,
        // Custom fields the course does not ask are not the family's to fill.
        custom_field: course.custom_field ? values.custom_field : registration.custom_field,
        custom_field_2: course.custom_field_2 ? values.custom_field_2 : registration.custom_field_2,
        custom_field_3: course.custom_field_3 ? values.custom_field_3 : registration.custom_field_3,
        updated_at: now,
      })
      .where(and(eq(registrations.id, registration.id), isNull(registrations.deleted_at), scopeFamilyRegistrations(actor)))
      .returning({ id: registrations.id });
    // Cancelled in the meantime.
    if (!updated) throw notFound();
    const [saved] = await familyRegistrationRows(tx, actor, registration.id);
    return saved!;
  });
}
