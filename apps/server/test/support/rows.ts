import type { Database } from '../../src/db/client';
import { bookings, children, courses, courseWeeks, registrations } from '../../src/db/schema';
import { makeTaxCode } from './factories';

/**
 * Rows written straight into the database for the read-only screens' tests (overview, dashboard, mail
 * preview), which must not depend on the course and booking routes being built.
 */

export async function insertCourse(db: Database, values: Partial<typeof courses.$inferInsert> = {}) {
  const [course] = await db
    .insert(courses)
    .values({ name: 'Sommercamp', name_it: 'Campo estivo', year: 2025, max_participants: 20, active: true, ...values })
    .returning();
  return course!;
}

export async function insertWeek(db: Database, courseId: number, values: Partial<typeof courseWeeks.$inferInsert> = {}) {
  const [week] = await db
    .insert(courseWeeks)
    .values({
      course_id: courseId,
      name: 'Woche 1',
      name_it: 'Settimana 1',
      from: '2025-07-07',
      to: '2025-07-11',
      max_participants: 10,
      waiting_list: 5,
      price: 120,
      ...values,
    })
    .returning();
  return week!;
}

export async function insertChild(db: Database) {
  const [child] = await db
    .insert(children)
    .values({
      first_name: 'Lena',
      last_name: 'Mair',
      tax: makeTaxCode({ birth: '2016-03-14', gender: 'f' }),
      gender: 'f',
      birth: '2016-03-14',
      phone: '+39 0471 123456',
      school: 'gs_3',
    })
    .returning();
  return child!;
}

/** A registration of a new child; `isWaiting` and `deletedAt` say which list it is on. */
export async function insertRegistration(
  db: Database,
  courseWeekId: number,
  values: Partial<typeof registrations.$inferInsert> = {},
) {
  const child = await insertChild(db);
  const booking_id = values.booking_id ?? (await insertBooking(db));
  const [registration] = await db
    .insert(registrations)
    .values({ booking_id, child_id: child.id, course_week_id: courseWeekId, day_type: 'full_day', emergency_contact1_phone: '+39 333 1234567', ...values })
    .returning();
  return registration!;
}

/** A booking (one send of the booking dialog): every registration belongs to one. */
export async function insertBooking(db: Database, values: Partial<typeof bookings.$inferInsert> = {}): Promise<number> {
  const [booking] = await db.insert(bookings).values(values).returning({ id: bookings.id });
  return booking!.id;
}
