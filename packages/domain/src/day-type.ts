import { translate } from './i18n';
import type { Language } from './language';
import { localText } from './local-name';
import type { DayType } from './schemas/booking';

/** A course's own names of its day types, as its answers carry them; null or empty leaves the catalogue's. */
export type DayTypeLabels = Record<`label_${DayType}_${Language}`, string | null>;

/**
 * The course's own label of a day type in the reader's language (an empty Italian one falls back to German),
 * else the catalogue's ("Ganztags"). Screens, e-mails and exports name a registration's day type with it.
 */
export function dayTypeLabel(course: DayTypeLabels, dayType: DayType, lang: Language): string {
  return localText(course[`label_${dayType}_de`], course[`label_${dayType}_it`], lang) || translate(lang, `course.day_types.${dayType}`);
}
