/**
 * A record's optional texts as a form's inputs hold them: an input's value is a string, so a text the record
 * has not (null), or no record at all, is ''. The payload schemas turn '' back into null.
 */
export function formTexts<Key extends string>(keys: readonly Key[], row?: Partial<Record<Key, string | null>>): Record<Key, string> {
  return Object.fromEntries(keys.map((key) => [key, row?.[key] ?? ''])) as Record<Key, string>;
}
