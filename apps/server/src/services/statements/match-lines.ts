import { findBookingReferences, sepaText, type StatementMatch } from '@app/domain';
import { toCents, type ParsedLine } from './statement-line';

/** What matching needs of a booking: its standing registrations' open total and the family's last names. */
export interface MatchableBooking {
  id: number;
  /** Euro still open on its standing (not deleted, not waiting) registrations. */
  openTotal: number;
  /** The children's and their parents' last names. */
  lastNames: string[];
}

export interface LineMatch {
  match: StatementMatch;
  bookingId: number | null;
}

/**
 * A name's spellings as banks pass it on: with umlauts written out (`Müller` -> `mueller`, as sepaText writes
 * our own references) and with the accents merely dropped (`muller`); lower case, as words.
 */
function nameForms(name: string): string[][] {
  const written = sepaText(name).toLowerCase();
  const dropped = sepaText(name.normalize('NFD').replace(/[\u0300-\u036f]/g, '')).toLowerCase();
  return [...new Set([written, dropped])].map((form) => form.split(/[^a-z0-9?]+/).filter((word) => word.length > 1)).filter((words) => words.length > 0);
}

/** The words of a payer's name and remittance text; a `?` is a letter the bank could not write (`Mu?ller`). */
class TextWords {
  private readonly plain = new Set<string>();
  private readonly unknown: RegExp[] = [];

  constructor(text: string) {
    for (const word of sepaText(text).toLowerCase().split(/[^a-z0-9?]+/)) {
      if (word.length < 2) continue;
      if (word.includes('?')) {
        const pattern = word.split('?').map((part) => part.replace(/[^a-z0-9]/g, '')).join('[a-z]{1,2}');
        this.unknown.push(new RegExp(`^${pattern}$`));
      } else this.plain.add(word);
    }
  }

  has(word: string): boolean {
    return this.plain.has(word) || this.unknown.some((pattern) => pattern.test(word));
  }

  /** Every word of one of the name's spellings is among the text's words. */
  names(name: string): boolean {
    return nameForms(name).some((words) => words.every((word) => this.has(word)));
  }
}

/**
 * The matcher of one import: bookings by id (for references) and by open total in cents (for proposals).
 * Order (decision 023): a valid reference naming a booking with standing registrations; else the one booking
 * whose open total equals the amount to the cent and whose family name the payer or the text carries; else
 * none. Two bookings fitting a proposal equally are no proposal: a person decides.
 */
export function createMatcher(bookings: readonly MatchableBooking[]) {
  const byId = new Map(bookings.map((booking) => [booking.id, booking]));
  const byOpenTotal = new Map<number, MatchableBooking[]>();
  for (const booking of bookings) {
    if (booking.openTotal <= 0) continue;
    const cents = toCents(booking.openTotal);
    byOpenTotal.set(cents, [...(byOpenTotal.get(cents) ?? []), booking]);
  }
  return (line: ParsedLine): LineMatch => {
    const referenced = findBookingReferences(line.remittance ?? '');
    const named = referenced.find((id) => byId.has(id));
    if (named !== undefined) return { match: 'reference', bookingId: named };
    // A reference to a booking with nothing standing (all deleted) is not guessed around: a person looks at it.
    if (referenced.length > 0) return { match: 'none', bookingId: null };
    const candidates = byOpenTotal.get(toCents(line.amount)) ?? [];
    if (candidates.length === 0) return { match: 'none', bookingId: null };
    const words = new TextWords(`${line.payer ?? ''} ${line.remittance ?? ''}`);
    const fitting = candidates.filter((booking) => booking.lastNames.some((name) => words.names(name)));
    return fitting.length === 1 ? { match: 'proposal', bookingId: fitting[0]!.id } : { match: 'none', bookingId: null };
  };
}
