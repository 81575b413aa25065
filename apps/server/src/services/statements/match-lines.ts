import { sepaText, toCents, type StatementMatch } from '@app/domain';
import type { ParsedLine } from './statement-line';

/** What matching needs of a booking: its standing registrations' open total and the family's last names. */
export interface MatchableBooking {
  id: number;
  /** Euro still open on its standing (not deleted, not waiting) registrations. */
  openTotal: number;
  /** The children's and their parents' last names. */
  lastNames: string[];
  /** The day it was booked (YYYY-MM-DD, in the organisation's time zone): a transfer before it is not for it. */
  createdOn: string;
}

export interface LineMatch {
  match: StatementMatch;
  /** The bookings matched, in the order the line names them (a proposal is one). */
  bookingIds: number[];
}

/**
 * A name's spellings as banks pass it on: with umlauts written out (`Müller` -> `mueller`, as sepaText writes
 * our own references) and with the accents merely dropped (`muller`), lower case, as words; and its words
 * written together (`D'Angelo` -> `dangelo`, `De Luca` -> `deluca`), as banks without apostrophes and spaces
 * write them.
 */
function nameForms(name: string): string[][] {
  const written = sepaText(name).toLowerCase();
  const dropped = sepaText(name.normalize('NFD').replace(/[\u0300-\u036f]/g, '')).toLowerCase();
  const spellings = [written, dropped].map((form) => form.split(/[^a-z0-9?]+/).filter(Boolean)).filter((words) => words.length > 0);
  const forms = [...spellings, ...spellings.filter((words) => words.length > 1).map((words) => [words.join('')])];
  return [...new Map(forms.map((words) => [words.join(' '), words])).values()];
}

/**
 * The words of a payer's name and remittance text; a `?` is what the bank wrote for a letter it could not
 * write (`Mu?ller`) or an apostrophe (`D?Angelo`).
 */
class TextWords {
  readonly plain = new Set<string>();
  readonly unknown: RegExp[] = [];

  constructor(text: string) {
    for (const word of sepaText(text).toLowerCase().split(/[^a-z0-9?]+/)) {
      if (word.replace(/\?/g, '') === '') continue;
      if (word.includes('?')) {
        const pattern = word.split('?').map((part) => part.replace(/[^a-z0-9]/g, '')).join('[a-z]{0,2}');
        this.unknown.push(new RegExp(`^${pattern}$`));
      } else this.plain.add(word);
    }
  }

  has(word: string): boolean {
    return this.plain.has(word) || this.unknown.some((pattern) => pattern.test(word));
  }
}

/** The bookings of one open total, found by the first word of any spelling of their family names. */
class NameIndex {
  private readonly byFirstWord = new Map<string, { booking: MatchableBooking; forms: string[][] }[]>();

  add(booking: MatchableBooking) {
    for (const name of booking.lastNames) {
      for (const words of nameForms(name)) {
        const entries = this.byFirstWord.get(words[0]!) ?? [];
        entries.push({ booking, forms: [words] });
        this.byFirstWord.set(words[0]!, entries);
      }
    }
  }

  /** The bookings one of whose names the text carries whole (every word of one spelling). */
  named(text: TextWords): Set<MatchableBooking> {
    const guessed = text.unknown.length === 0 ? [] : [...this.byFirstWord.keys()].filter((word) => text.unknown.some((pattern) => pattern.test(word)));
    const firstWords = [...text.plain, ...guessed];
    const found = new Set<MatchableBooking>();
    for (const word of firstWords) {
      for (const { booking, forms } of this.byFirstWord.get(word) ?? []) {
        if (forms.some((words) => words.every((part) => text.has(part)))) found.add(booking);
      }
    }
    return found;
  }
}

/**
 * The matcher of one import: bookings by id (for references) and by open total in cents, then name (for
 * proposals), indexed once so that a statement of thousands of lines is matched in milliseconds.
 * Order (decision 023): valid references naming bookings with standing registrations (all of them: the line
 * is split across them when booked); else the one booking whose open total equals the amount to the cent,
 * whose family name the payer or the text carries, that was booked on or before the transfer's day and that
 * no line of the same file pays by reference (`paidByReference`); else none. Two bookings fitting a proposal
 * equally are no proposal: a person decides.
 */
export function createMatcher(bookings: readonly MatchableBooking[], paidByReference: ReadonlySet<number> = new Set()) {
  const byId = new Map(bookings.map((booking) => [booking.id, booking]));
  const byOpenTotal = new Map<number, NameIndex>();
  for (const booking of bookings) {
    if (booking.openTotal <= 0) continue;
    const cents = toCents(booking.openTotal);
    const index = byOpenTotal.get(cents) ?? new NameIndex();
    index.add(booking);
    byOpenTotal.set(cents, index);
  }
  const none: LineMatch = { match: 'none', bookingIds: [] };
  return (line: Pick<ParsedLine, 'amount' | 'bookedOn' | 'payer' | 'remittance' | 'references'>): LineMatch => {
    const named = line.references.filter((id) => byId.has(id));
    if (named.length > 0) return { match: 'reference', bookingIds: named };
    // A reference to a booking with nothing standing (all deleted) is not guessed around: a person looks at it.
    if (line.references.length > 0) return none;
    const index = byOpenTotal.get(toCents(line.amount));
    if (!index) return none;
    const fitting = [...index.named(new TextWords(`${line.payer ?? ''} ${line.remittance ?? ''}`))].filter(
      (booking) => booking.createdOn <= line.bookedOn && !paidByReference.has(booking.id),
    );
    return fitting.length === 1 ? { match: 'proposal', bookingIds: [fitting[0]!.id] } : none;
  };
}
