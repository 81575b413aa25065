export interface WallClock {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
}

/**
 * One formatter per time zone: building an Intl.DateTimeFormat costs far more than using one, and an export
 * converts thousands of instants (bench/excel-export.ts: most of a 5,000-row workbook's time went here).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/**
 * The last instant asked per time zone and its answer: a request asks the same `now` for every week it shows
 * or books, and at the opening minute formatting it again was a few per cent of the server's CPU.
 */
const lastAsked = new Map<string, { time: number; clock: WallClock }>();

/** The date and time an instant shows on a clock in a time zone (the organisation's), two digits each. */
export function wallClock(instant: Date, timeZone: string): WallClock {
  const time = instant.getTime();
  const last = lastAsked.get(timeZone);
  if (last?.time === time) return { ...last.clock };
  const parts = Object.fromEntries(formatter(timeZone).formatToParts(instant).map((part) => [part.type, part.value]));
  const clock = { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute! };
  lastAsked.set(timeZone, { time, clock });
  return { ...clock };
}
