const DAY_MS = 86_400_000;

/** Dates are 'YYYY-MM-DD' strings as the date columns hold them; arithmetic on UTC days avoids DST shifts. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export interface DemoCalendar {
  /** The summer the demo offers: this year's until August, from September on next year's. */
  season: number;
  /**
   * Today in UTC. It can be a day off the organisation's time zone, which does not matter: every window
   * the demo opens or closes keeps days of margin around it.
   */
  today: string;
  now: Date;
  /** Monday of the k-th summer week (0 = the Monday between 22 and 28 June), in the season or another year. */
  summerMonday(k: number, year?: number): string;
}

export function demoCalendar(now: Date): DemoCalendar {
  const season = now.getUTCMonth() >= 8 ? now.getUTCFullYear() + 1 : now.getUTCFullYear();
  return {
    season,
    today: now.toISOString().slice(0, 10),
    now,
    summerMonday(k, year = season) {
      const june22 = `${year}-06-22`;
      const weekday = new Date(`${june22}T00:00:00Z`).getUTCDay();
      return addDays(june22, ((8 - weekday) % 7) + 7 * k);
    },
  };
}
