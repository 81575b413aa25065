import { wallClock } from './wall-clock';

/**
 * Dates and money as the organisation writes them, in both languages: 21.11.2026, 21.11.2026 14:05 and
 * 1.234,50 € (a no-break space keeps the amount and the euro sign on one line).
 */

/** 'YYYY-MM-DD' (a date without time) or an ISO timestamp; a timestamp is shown in the given time zone. */
export function formatDate(value: string | Date | null | undefined, timeZone = 'Europe/Rome'): string {
  const parts = dateParts(value, timeZone);
  return parts ? `${parts.day}.${parts.month}.${parts.year}` : '';
}

export function formatDateTime(value: string | Date | null | undefined, timeZone = 'Europe/Rome'): string {
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

export function formatMoney(amount: number | string | null | undefined): string {
  if (amount === null || amount === undefined || amount === '') return '';
  const value = typeof amount === 'string' ? Number(amount) : amount;
  if (!Number.isFinite(value)) return '';
  const [whole = '0', cents = '00'] = Math.abs(value).toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${value < 0 ? '-' : ''}${grouped},${cents}\u00a0€`;
}

