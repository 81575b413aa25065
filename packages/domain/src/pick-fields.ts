/** The named fields of a record, as they are: how a field list (COURSE_VALUE_FIELDS) is read from either side. */
export function pickFields<Row, Key extends keyof Row>(row: Row, keys: readonly Key[]): Pick<Row, Key> {
  return Object.fromEntries(keys.map((key) => [key, row[key]])) as Pick<Row, Key>;
}
