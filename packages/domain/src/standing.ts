/**
 * A standing registration holds its place: not cancelled or deleted (`deleted_at` null) and not on the
 * waiting list. Only standing ones are owed and paid, counted in a booking's transfer and confirmation, and
 * listed as a week's participants; a waiting one is owed nothing until it is promoted. The registration read
 * model says the same in SQL (`standingRegistrationSql`), for what the database selects.
 */
export function isStanding(registration: { deleted_at: Date | string | null; is_waiting: boolean }): boolean {
  return !registration.deleted_at && !registration.is_waiting;
}
