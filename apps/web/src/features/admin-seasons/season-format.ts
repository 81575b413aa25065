import { localName, type Language, type WishMonitor } from '@app/domain';

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(language: Language, maximumFractionDigits: number): Intl.NumberFormat {
  const key = `${language}:${maximumFractionDigits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, { maximumFractionDigits });
    numberFormats.set(key, format);
  }
  return format;
}

/** A count in the reader's language (3.000 in German). */
export const formatCount = (value: number, language: Language) => numberFormat(language, 0).format(value);

/**
 * A share (0..1) as a percentage with one decimal: `87,5 %` in both languages. Not Intl's percent style, which
 * writes `87,5%` in Italian where the organisation writes a space before the sign in both.
 */
export const formatShare = (share: number, language: Language) => `${numberFormat(language, 1).format(share * 100)}\u00a0%`;

/** A ratio with at most two decimals: 1,25. */
export const formatRatio = (ratio: number, language: Language) => numberFormat(language, 2).format(ratio);

/** A week of the draw by its course and its own name, in the reader's language: Robotik – Woche 1. */
export const weekName = (week: WishMonitor['weeks'][number], language: Language) => `${localName(week.course, language)} – ${localName(week, language)}`;
