/** A tree of texts: every leaf is a string. */
export interface TextTree {
  [key: string]: string | TextTree;
}

/** The same keys as T, each a string: what the Italian half of a section must have. */
export type SameKeys<T> = { [K in keyof T]: T[K] extends string ? string : SameKeys<T[K]> };

/**
 * One area of the catalogue with German and Italian side by side. The type makes a missing or an extra
 * Italian key a compile error, so the two languages cannot drift apart.
 */
export function section<T extends TextTree>(texts: { de: T; it: SameKeys<T> }): { de: T; it: SameKeys<T> } {
  return texts;
}
