import { ROLE_NAMES } from '@app/domain';
import { and, eq } from 'drizzle-orm';
import { hashPassword } from '../../../lib/passwords';
import type { Executor } from '../../client';
import {
  bookings as bookingRows,
  childParents,
  children,
  courseCategories,
  courses,
  courseTypes,
  courseWeeks,
  files,
  locations,
  options,
  people,
  registrations,
  roles,
  userRoles,
  users,
} from '../../schema';
import { demoRegistrations } from './bookings';
import { demoCalendar } from './calendar';
import { CATEGORIES, COURSE_TYPES, LOCATIONS, demoCourses, type DemoCourse, type DemoWeek } from './catalogue';
import { DEMO_PARENT, demoFamilies } from './families';
import { drawPicture, type PictureTheme } from './picture';
import { privacyNoticePdf } from './privacy-notice';

const fileName = (course: DemoCourse) =>
  `${course.row.name.replace(/ß/g, 'ss').normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${course.row.year}.png`;

function byKey<T, K>(rows: T[], key: (row: T) => K): Map<K, T> {
  return new Map(rows.map((row) => [key(row), row]));
}

export { DEMO_PARENT };

/**
 * Seeds the demo catalogue into a database without courses: a season of courses in German and Italian with
 * families (one of them can sign in: DEMO_PARENT) and registrations, so that every state of a week (open, waiting list, full, before registration)
 * and of a payment can be seen right away. Returns whether it seeded anything.
 */
export async function seedDemoCatalogue(db: Executor): Promise<boolean> {
  const [anyCourse] = await db.select({ id: courses.id }).from(courses).limit(1);
  if (anyCourse) return false;

  const calendar = demoCalendar(new Date());
  const catalogue = demoCourses(calendar);
  const families = demoFamilies(calendar);
  const bookings = demoRegistrations(calendar, catalogue, families.children);

  // The course of last season shares its picture with its successor: each picture is drawn once.
  const pictures = new Map<PictureTheme, Buffer>();
  for (const course of catalogue) if (!pictures.has(course.picture)) pictures.set(course.picture, drawPicture(course.picture));
  const imageRows = await db
    .insert(files)
    .values(
      catalogue.map((course) => {
        const data = pictures.get(course.picture)!;
        return { name: fileName(course), mime_type: 'image/png', size: data.length, is_public: true, data };
      }),
    )
    .returning({ id: files.id, name: files.name });
  const imageOf = byKey(imageRows, (row) => row.name);

  const locationOf = byKey(
    await db.insert(locations).values([...LOCATIONS]).returning({ id: locations.id, name: locations.name }),
    (row) => row.name,
  );
  const typeOf = byKey(
    await db.insert(courseTypes).values([...COURSE_TYPES]).returning({ id: courseTypes.id, name: courseTypes.name }),
    (row) => row.name,
  );
  const topCategories = byKey(
    await db
      .insert(courseCategories)
      .values(CATEGORIES.map(({ children: _, ...category }) => category))
      .returning({ id: courseCategories.id, name: courseCategories.name }),
    (row) => row.name,
  );
  const subCategories = await db
    .insert(courseCategories)
    .values(CATEGORIES.flatMap(({ children: subs, name }) => subs.map((sub) => ({ ...sub, parent_id: topCategories.get(name)!.id }))))
    .returning({ id: courseCategories.id, name: courseCategories.name });
  const categoryOf = byKey([...topCategories.values(), ...subCategories], (row) => row.name);

  const courseRows = await db
    .insert(courses)
    .values(
      catalogue.map((course) => ({
        ...course.row,
        course_type_id: typeOf.get(course.type)!.id,
        location_id: locationOf.get(course.location)!.id,
        course_category_id: categoryOf.get(course.category)!.id,
        image_file_id: imageOf.get(fileName(course))!.id,
      })),
    )
    .returning({ id: courses.id, name: courses.name, year: courses.year });
  const courseIds = byKey(courseRows, (row) => `${row.name}:${row.year}`);
  const courseIdOf = (course: DemoCourse) => courseIds.get(`${course.row.name}:${course.row.year}`)!.id;

  const counts = new Map<DemoWeek, { confirmed_count: number; waiting_count: number }>();
  for (const { week, row } of bookings) {
    const count = counts.get(week) ?? { confirmed_count: 0, waiting_count: 0 };
    if (!row.deleted_at) count[row.is_waiting ? 'waiting_count' : 'confirmed_count']++;
    counts.set(week, count);
  }
  const weekRows = await db
    .insert(courseWeeks)
    .values(
      catalogue.flatMap((course) =>
        course.weeks.map((week) => ({
          ...week.row,
          course_id: courseIdOf(course),
          ...(counts.get(week) ?? { confirmed_count: 0, waiting_count: 0 }),
        })),
      ),
    )
    .returning({ id: courseWeeks.id, course_id: courseWeeks.course_id, from: courseWeeks.from });
  const weekIds = byKey(weekRows, (row) => `${row.course_id}:${row.from}`);

  const personIds = byKey(
    await db.insert(people).values(families.people).returning({ id: people.id, tax: people.tax }),
    (row) => row.tax,
  );
  const childIds = byKey(
    await db
      .insert(children)
      .values(families.children.map((child) => child.row))
      .returning({ id: children.id, tax: children.tax }),
    (row) => row.tax,
  );
  const demoParent = families.people.find((person) => person.email === DEMO_PARENT.email)!;
  const [demoUser] = await db
    .insert(users)
    .values({
      name: `${demoParent.first_name} ${demoParent.last_name}`,
      email: DEMO_PARENT.email,
      password_hash: await hashPassword(DEMO_PARENT.password),
      lang: demoParent.lang,
      person_id: personIds.get(demoParent.tax)!.id,
    })
    .returning({ id: users.id });
  const [parentRole] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, ROLE_NAMES.parent));
  await db.insert(userRoles).values({ user_id: demoUser!.id, role_id: parentRole!.id });

  await db
    .insert(childParents)
    .values(families.links.map((link) => ({ child_id: childIds.get(link.childTax)!.id, person_id: personIds.get(link.parentTax)!.id })));

  // Each demo registration was its own booking (one payment reference each). They are born reminded (decision
  // 026): their families' addresses are invented, and the reminder job's first turn at start would write to
  // every demo family whose booking is past the deadline. The back office still lists them as overdue.
  const bookingIds = await db
    .insert(bookingRows)
    .values(bookings.map(({ row }) => ({ created_at: row.created_at, reminded_at: calendar.now })))
    .returning({ id: bookingRows.id });
  await db.insert(registrations).values(
    bookings.map(({ row, childTax, course, week }, index) => ({
      ...row,
      booking_id: bookingIds[index]!.id,
      child_id: childIds.get(childTax)!.id,
      course_week_id: weekIds.get(`${courseIdOf(course)}:${week.row.from}`)!.id,
    })),
  );
  // Consent is asked with a document to read: the demo's privacy notice, unless one was published already.
  const notice = privacyNoticePdf();
  const [noticeFile] = await db
    .insert(files)
    .values({ name: 'datenschutz-privacy.pdf', mime_type: 'application/pdf', size: notice.length, is_public: true, data: notice })
    .returning({ id: files.id });
  await db
    .update(options)
    .set({ value: `/api/files/${noticeFile!.id}` })
    .where(and(eq(options.key, 'app_privacy'), eq(options.value, '')));
  return true;
}
