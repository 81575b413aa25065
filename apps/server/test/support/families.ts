import { ROLE_NAMES } from '@app/domain';
import { eq, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Database } from '../../src/db/client';
import { hashPassword } from '../../src/lib/passwords';
import { childParents, children, courses, courseWeeks, people, registrations, roles, userRoles, users } from '../../src/db/schema';
import { createSession } from '../../src/repositories/sessions';
import { bearer, makeTaxCode } from './factories';
import { insertBooking } from './rows';

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD', `days` from today (UTC; tests keep days of margin around every window edge). */
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/**
 * A parent with children written straight into the database and signed in through the sessions repository:
 * hundreds of families in a second, where sign-ups through the API would hash a password each.
 */
export async function insertFamily(
  db: Database,
  options: { lang?: 'de' | 'it'; children?: string[]; lastName?: string; password?: string } = {},
) {
  const tag = randomBytes(4).toString('hex');
  const lastName = options.lastName ?? `Family${tag}`;
  const lang = options.lang ?? 'de';
  const [person] = await db
    .insert(people)
    .values({ first_name: 'Maria', last_name: lastName, email: `parent-${tag}@example.org`, lang, privacy_agb_at: new Date(Date.now() - DAY_MS) })
    .returning();
  const [user] = await db
    .insert(users)
    .values({
      name: `Maria ${lastName}`,
      email: `parent-${tag}@example.org`,
      // Hashing takes a moment: only the families whose test types the password have one.
      password_hash: options.password === undefined ? 'not-used' : await hashPassword(options.password),
      lang,
      person_id: person!.id,
    })
    .returning();
  const [parentRole] = await db.select().from(roles).where(eq(roles.name, ROLE_NAMES.parent));
  await db.insert(userRoles).values({ user_id: user!.id, role_id: parentRole!.id });
  const kids = [];
  for (const firstName of options.children ?? ['Anna']) {
    const tax = makeTaxCode({ birth: '2016-05-12', gender: 'f' });
    const [child] = await db
      .insert(children)
      .values({ first_name: firstName, last_name: lastName, tax, gender: 'f', birth: '2016-05-12', lang, phone: '+39 333 1234567', school: 'gs_3' })
      .returning();
    await db.insert(childParents).values({ child_id: child!.id, person_id: person!.id });
    kids.push(child!);
  }
  const { token } = await createSession(db, user!.id, false, new Date());
  return { user: user!, person: person!, children: kids, headers: { ...bearer(token), 'api-lang': lang } };
}

/** An active course whose registration opened yesterday and closes in a month, with the given weeks. */
export async function insertOpenCourse(
  db: Database,
  weeks: Partial<typeof courseWeeks.$inferInsert>[],
  values: Partial<typeof courses.$inferInsert> = {},
) {
  const [course] = await db
    .insert(courses)
    .values({
      name: 'Sommercamp',
      name_it: 'Campo estivo',
      year: Number(daysFromNow(40).slice(0, 4)),
      max_participants: 20,
      active: true,
      register_from: daysFromNow(-1),
      register_to: daysFromNow(30),
      bank_name: 'Raiffeisenkasse Bozen',
      bank_iban: 'IT60X0542811101000000123456',
      ...values,
    })
    .returning();
  const rows = [];
  for (const [index, week] of weeks.entries()) {
    const [row] = await db
      .insert(courseWeeks)
      .values({
        course_id: course!.id,
        name: `Woche ${index + 1}`,
        name_it: `Settimana ${index + 1}`,
        from: daysFromNow(40 + 7 * index),
        to: daysFromNow(44 + 7 * index),
        max_participants: 10,
        waiting_list: 5,
        price: 120,
        ...week,
      })
      .returning();
    rows.push(row!);
  }
  return { course: course!, weeks: rows };
}

/**
 * A registration written straight into the database, with the week's counter moved as a booking would
 * (a deleted one counts nowhere).
 */
export async function insertRegistration(
  db: Database,
  child: { id: number },
  week: { id: number },
  values: Partial<typeof registrations.$inferInsert> = {},
) {
  const booking_id = values.booking_id ?? (await insertBooking(db));
  const [row] = await db
    .insert(registrations)
    .values({ booking_id, child_id: child.id, course_week_id: week.id, day_type: 'full_day', emergency_contact1_phone: '+39 347 1111111', emergency_contact2_phone: '+39 347 2222222', ...values })
    .returning();
  if (!row!.deleted_at) {
    await db
      .update(courseWeeks)
      .set(row!.is_waiting ? { waiting_count: sql`${courseWeeks.waiting_count} + 1` } : { confirmed_count: sql`${courseWeeks.confirmed_count} + 1` })
      .where(eq(courseWeeks.id, week.id));
  }
  return row!;
}
