/** The moment a request is answered for, with the organisation's time zone to read dates and times in. */
export interface Clock {
  now: Date;
  timeZone: string;
}
