import { dayTypeLabel, translate, type DayType, type Language } from '@app/domain';
import { courses } from '../db/schema';

/** The columns of the course's own day-type labels, to select beside other tables. */
export const dayTypeLabelColumns = {
  label_full_day_de: courses.label_full_day_de,
  label_full_day_it: courses.label_full_day_it,
  label_half_day_de: courses.label_half_day_de,
  label_half_day_it: courses.label_half_day_it,
};

type CourseLabels = Pick<typeof courses.$inferSelect, keyof typeof dayTypeLabelColumns>;

/** The domain's day-type label (the course's own, else the catalogue's) for a stored course. */
export function dayTypeLabelOf(course: CourseLabels, dayType: DayType, lang: Language): string {
  return dayTypeLabel(
    {
      label_full_day_de: course.label_full_day_de,
      label_full_day_it: course.label_full_day_it,
      label_half_day_de: course.label_half_day_de,
      label_half_day_it: course.label_half_day_it,
    },
    dayType,
    lang,
    (key) => translate(lang, key),
  );
}
