/**
 * The payment reference of a booking (issue 25, decision 022): `SPW-<booking id>-<two check digits>`, short
 * enough for any bank's remittance field, digits and capitals only, so it survives the SEPA character set. The
 * check digits are ISO 7064 MOD 97-10 (as in an IBAN): a mistyped digit or two swapped digits never give another
 * booking's valid reference.
 */
export const BOOKING_REFERENCE_PREFIX = 'SPW';

/** The two check digits of a booking id: 98 - (id * 100 mod 97), zero-padded. */
export function bookingCheckDigits(bookingId: number): string {
  return String(98 - Number((BigInt(bookingId) * 100n) % 97n)).padStart(2, '0');
}

export function bookingReference(bookingId: number): string {
  return `${BOOKING_REFERENCE_PREFIX}-${bookingId}-${bookingCheckDigits(bookingId)}`;
}

/** The booking id of a reference as a person typed it (`spw 123 45`, `SPW12345`), or null if it is not valid. */
export function parseBookingReference(text: string): number | null {
  const [found] = findBookingReferences(text);
  return found ?? null;
}

// The prefix, then digits with the separators people and banks put in or take out: spaces, line breaks (a
// reference split over two remittance lines), dashes of any kind, dots, slashes.
const CANDIDATE = new RegExp(`${BOOKING_REFERENCE_PREFIX.split('').join('\\s*')}[\\s\\-\\u2010-\\u2015_.:/]*((?:\\d[\\s\\-\\u2010-\\u2015_./]*){3,16})`, 'gi');

/**
 * Every valid booking reference in a remittance text, in order and once each. A candidate whose digits do not
 * carry valid check digits is no reference: it is skipped, never guessed. Written with separators, the check
 * digits are a group of two after the id's digits (`SPW 12 34-82 2 Kinder` tries 12/34, then 1234/82); written
 * without (a lost dash, `SPW123482`), they are the last two digits. A bank that cuts the remittance into lines
 * of fixed width may cut between the two check digits (`SPW-1234-8` / `2 Anna`): a group of one digit followed
 * by another group is tried as the first check digit, after every group of two.
 */
export function findBookingReferences(text: string): number[] {
  const found: number[] = [];
  for (const match of text.normalize('NFKC').matchAll(CANDIDATE)) {
    const id = bookingIdOf(match[1]!.split(/\D+/).filter(Boolean));
    if (id !== null && !found.includes(id)) found.push(id);
  }
  return found;
}

function bookingIdOf(groups: string[]): number | null {
  const before = (at: number) => groups.slice(0, at).join('');
  const candidates: [string, string][] =
    groups.length === 1
      ? [[groups[0]!.slice(0, -2), groups[0]!.slice(-2)]]
      : [
          ...groups.flatMap((group, at) => (at > 0 && group.length === 2 ? [[before(at), group] as [string, string]] : [])),
          ...groups.flatMap((group, at) => (at > 0 && group.length === 1 && at + 1 < groups.length ? [[before(at), group + groups[at + 1]![0]] as [string, string]] : [])),
        ];
  for (const [idText, check] of candidates) {
    if (idText === '' || idText.startsWith('0') || idText.length > 9) continue;
    const id = Number(idText);
    if (bookingCheckDigits(id) === check) return id;
  }
  return null;
}
