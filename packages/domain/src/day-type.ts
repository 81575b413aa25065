import type { Language } from './language';
import { localText } from './local-name';
import type { DayType } from './schemas/booking';

/** A course's own names of its day types, as its answers carry them; null or empty leaves the catalogue's. */
export type DayTypeLabels = Record<`label_${DayType}_${Language}`, string | null>;

/**
 * The course's own label of a day type in the reader's language (an empty Italian one falls back to German),
 * else the catalogue's ("Ganztags") through `text`, the caller's translator: the server's `translate`, the web's `t`
 * (which must not pull the whole catalogue into a phone's first download). Screens, e-mails and exports name a
 * registration's day type with it.
 */
export function dayTypeLabel(course: DayTypeLabels, dayType: DayType, lang: Language, text: (key: string) => string): string {
  return localText(course[`label_${dayType}_de`], course[`label_${dayType}_it`], lang) || text(`course.day_types.${dayType}`);
}
