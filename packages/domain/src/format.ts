import type { Language } from './language';
import { wallClock } from './wall-clock';

/**
 * Dates and money as the organisation writes them, in both languages: 21.11.2026, 21.11.2026 14:05 and
 * 1.234,50 € (a no-break space keeps the amount and the euro sign on one line).
 */

/** The zone the web app shows times in when the server does not say another: the organisation's (APP_TIMEZONE's default). */
export const DISPLAY_TIME_ZONE = 'Europe/Rome';

/** An instant as the office reads and types it (`YYYY-MM-DDTHH:mm`): the wall clock of the organisation's time zone. */
export function wallClockText(instant: Date, timeZone = DISPLAY_TIME_ZONE): string {
  const clock = wallClock(instant, timeZone);
  return `${clock.year}-${clock.month}-${clock.day}T${clock.hour}:${clock.minute}`;
}

/** 'YYYY-MM-DD' (a date without time) or an ISO timestamp; a timestamp is shown in the given time zone. */
export function formatDate(value: string | Date | null | undefined, timeZone = DISPLAY_TIME_ZONE): string {
  const parts = dateParts(value, timeZone);
  return parts ? `${parts.day}.${parts.month}.${parts.year}` : '';
}

export function formatDateTime(value: string | Date | null | undefined, timeZone = DISPLAY_TIME_ZONE): string {
  const parts = dateParts(value, timeZone);
  return parts ? `${parts.day}.${parts.month}.${parts.year} ${parts.hour}:${parts.minute}` : '';
}

function dateParts(value: string | Date | null | undefined, timeZone: string) {
  if (value === null || value === undefined || value === '') return undefined;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [year, month, day] = value.split('-');
    return { year, month, day, hour: '00', minute: '00' };
  }
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return undefined;
  return wallClock(date, timeZone);
}

/** A wall-clock time of the API ('YYYY-MM-DDTHH:mm', the organisation's zone, as a season's times) as it is written: 15.03.2027 20:00. */
export function formatWallClock(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}:\d{2})/.exec(value);
  return match ? `${match[3]}.${match[2]}.${match[1]} ${match[4]}` : value;
}

export function formatMoney(amount: number | string | null | undefined): string {
  if (amount === null || amount === undefined || amount === '') return '';
  const value = typeof amount === 'string' ? Number(amount) : amount;
  if (!Number.isFinite(value)) return '';
  const [whole = '0', cents = '00'] = Math.abs(value).toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${value < 0 ? '-' : ''}${grouped},${cents}\u00a0€`;
}

const listFormats: Partial<Record<Language, Intl.ListFormat>> = {};

/** Names in a sentence, each once: `Anna, Jonas und Lena` / `Anna, Jonas e Lena`. */
export function formatList(values: readonly string[], lang: Language): string {
  return (listFormats[lang] ??= new Intl.ListFormat(lang, { type: 'conjunction' })).format([...new Set(values)]);
}


/**
 * An amount as people type it into a money field, in German and Italian alike: a decimal comma or point
 * ("80,50", "80.50", "80,5"), thousands dots ("1.234,50"), spaces and a euro sign are accepted. A single dot
 * before exactly three digits ("1.234") groups thousands, as both languages write it: an amount never has
 * three decimals. Empty text is null; text that is no amount is NaN, so the form's number schema refuses it
 * as invalid instead of taking a wrong amount (`Number("80,50")` fails, a browser's number field made 8050).
 */
export function parseMoney(text: string): number | null {
  const compact = text.replace(/[\s€]/g, '');
  if (compact === '') return null;
  const match = /^(-?)([\d.,]+)$/.exec(compact);
  if (!match) return Number.NaN;
  const [, sign, digits = ''] = match;
  const decimal = decimalSeparator(digits);
  const [whole = '', fraction] = decimal ? splitAtLast(digits, decimal) : [digits, undefined];
  if (fraction !== undefined && !/^\d+$/.test(fraction)) return Number.NaN;
  const grouping = decimal === '.' ? ',' : '.';
  if (!/^\d+$/.test(whole) && !new RegExp(`^\\d{1,3}(\\${grouping}\\d{3})+$`).test(whole)) return Number.NaN;
  return Number(`${sign}${whole.replaceAll(grouping, '')}.${fraction ?? '0'}`);
}

/** Which of comma and point separates the cents, if any: the last one when both occur. */
function decimalSeparator(digits: string): ',' | '.' | undefined {
  const comma = digits.lastIndexOf(',');
  const point = digits.lastIndexOf('.');
  if (comma >= 0 && point >= 0) return comma > point ? ',' : '.';
  if (comma >= 0) return ',';
  if (point >= 0 && digits.indexOf('.') === point && !/\.\d{3}$/.test(digits)) return '.';
  return undefined;
}

function splitAtLast(digits: string, separator: string): [string, string] {
  const at = digits.lastIndexOf(separator);
  return [digits.slice(0, at), digits.slice(at + 1)];
}

/** An amount as a money field shows it to be changed: "80,50", without thousands dots or euro sign. */
export function moneyInputText(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '';
  return amount.toFixed(2).replace('.', ',');
}
