import { translate, type Language } from '@app/domain';
import { eq } from 'drizzle-orm';
import { transaction, type Database } from '../../db/client';
import { courses, courseWeeks } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { findCourse } from './find-course';

const NAME_MAX = 200;
/** Set by the database for the copy itself. */
const OWN_COLUMNS = ['id', 'created_at', 'updated_at'] as const;

function without<Row extends object, Key extends keyof Row>(row: Row, keys: readonly Key[]): Omit<Row, Key> {
  return Object.fromEntries(Object.entries(row).filter(([key]) => !(keys as readonly PropertyKey[]).includes(key))) as Omit<Row, Key>;
}

/** "Name (Kopie)" / "Nome (copia)": each name gets the suffix of its own language, cut to fit the column. */
function copyName(name: string, language: Language) {
  const suffix = translate(language, 'course.copy_suffix');
  return `${name.slice(0, NAME_MAX - suffix.length - 1).trimEnd()} ${suffix}`;
}

/**
 * Next summer's offer starts as a copy of this one: every field and every week, the same files (a stored file
 * never changes, so both courses can point to it). The copy is inactive so that families see it only once
 * staff have adjusted dates and prices. Registrations are not copied and the copied weeks start empty.
 */
export async function copyCourse(db: Database, input: { id: number }) {
  const { id } = input;
  return transaction(db, async (tx) => {
    const [original] = await tx.select().from(courses).where(eq(courses.id, id));
    if (!original) throw notFound();
    const [copy] = await tx
      .insert(courses)
      .values({ ...without(original, OWN_COLUMNS), name: copyName(original.name, 'de'), name_it: copyName(original.name_it, 'it'), active: false })
      .returning({ id: courses.id });

    const weeks = await tx.select().from(courseWeeks).where(eq(courseWeeks.course_id, id));
    if (weeks.length > 0) {
      await tx
        .insert(courseWeeks)
        .values(weeks.map((week) => ({ ...without(week, [...OWN_COLUMNS, 'confirmed_count', 'waiting_count', 'offered_count']), course_id: copy!.id })));
    }
    return findCourse(tx, { id: copy!.id });
  });
}
