import { asc, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { children, registrations } from '../../db/schema';
import type { Actor } from '../../policies/actor';
import { canSeeHealthData } from '../../policies/child';
import { logHealthAccess } from '../../repositories/health-access-log';
import { readOption } from '../../repositories/options';
import { parentIdSql, photoConsentSql, priceSql, selectRegistrations } from '../../repositories/registrations';
import { findCourse } from './find-course';

/**
 * The course show page: the course with its weeks (as the course form loads it) and every registration of
 * those weeks, deleted ones included, oldest first, in one more query. `health` says whether the actor may
 * see the children's health fields; the presenter leaves them out otherwise. Who sees them is logged, one
 * entry per child on the page (decision 020).
 */
export async function showCourse(db: Executor, { actor, now, id }: { actor: Actor; now: Date; id: number }) {
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
        })
          .where(inArray(registrations.course_week_id, weekIds))
          .orderBy(asc(registrations.created_at), asc(registrations.id));
  await logHealthAccess(db, { actor, now, action: 'screen', childIds: rows.map((row) => row.child.id) });
  return {
    detail,
    registrations: rows,
    photoPrivacy: (await readOption(db, 'photo_privacy')) === '1',
    health: canSeeHealthData(actor),
  };
}

export type CourseShowDetail = Awaited<ReturnType<typeof showCourse>>;
export type CourseShowRow = CourseShowDetail['registrations'][number];
