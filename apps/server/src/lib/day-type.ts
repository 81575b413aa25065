import { dayTypeLabel, translate, type DayType, type Language } from '@app/domain';
import { courses } from '../db/schema';

/** The columns of the course's own day-type labels, to select beside other tables. */
export const dayTypeLabelColumns = {
  labelFullDayDe: courses.labelFullDayDe,
  labelFullDayIt: courses.labelFullDayIt,
  labelHalfDayDe: courses.labelHalfDayDe,
  labelHalfDayIt: courses.labelHalfDayIt,
};

type CourseLabels = Pick<typeof courses.$inferSelect, keyof typeof dayTypeLabelColumns>;

/** The domain's day-type label (the course's own, else the catalogue's) for a stored course. */
export function dayTypeLabelOf(course: CourseLabels, dayType: DayType, lang: Language): string {
  return dayTypeLabel(
    {
      label_full_day_de: course.labelFullDayDe,
      label_full_day_it: course.labelFullDayIt,
      label_half_day_de: course.labelHalfDayDe,
      label_half_day_it: course.labelHalfDayIt,
    },
    dayType,
    lang,
    (key) => translate(lang, key),
  );
}
