import { asc, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { children, registrations } from '../../db/schema';
import { openOfferColumns } from '../../repositories/offers';
import { readOption } from '../../repositories/options';
import { parentIdSql, photoConsentSql, priceSql, selectRegistrations } from '../../repositories/registrations';
import { findCourse } from './find-course';

/**
 * The course show page: the course with its weeks (as the course form loads it) and every registration of
 * those weeks, deleted ones included, oldest first, in one more query. Their health answers leave through the
 * presenter's health gate (decision 020).
 */
export async function showCourse(db: Executor, { id }: { id: number }) {
  const detail = await findCourse(db, { id });
  const weekIds = detail.weeks.map((week) => week.id);
  const rows =
    weekIds.length === 0
      ? []
      : await selectRegistrations(db, {
          registration: registrations,
          child: { id: children.id, first_name: children.first_name, last_name: children.last_name, tax: children.tax },
          parentId: parentIdSql,
          price: priceSql,
          photoConsent: photoConsentSql,
          offer: openOfferColumns,
        })
          .where(inArray(registrations.course_week_id, weekIds))
          .orderBy(asc(registrations.created_at), asc(registrations.id));
  return {
    detail,
    registrations: rows,
    photoPrivacy: (await readOption(db, 'photo_privacy')) === '1',
  };
}

export type CourseShowDetail = Awaited<ReturnType<typeof showCourse>>;
export type CourseShowRow = CourseShowDetail['registrations'][number];
