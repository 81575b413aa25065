import { wallClock } from '@app/domain';

/** The moment a request is answered for, with the organisation's time zone to read dates and times in. */
export interface Clock {
  now: Date;
  timeZone: string;
}

/** An instant as the office reads and types it (`YYYY-MM-DDTHH:mm`): the wall clock of the organisation's time zone. */
export function localDateTime(instant: Date, timeZone: string): string {
  const clock = wallClock(instant, timeZone);
  return `${clock.year}-${clock.month}-${clock.day}T${clock.hour}:${clock.minute}`;
}
