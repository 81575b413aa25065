import { describe, expect, it } from 'vitest';
import { bookingCheckDigits, bookingReference, findBookingReferences, parseBookingReference } from './booking-reference';

describe('booking references', () => {
  it('carries ISO 7064 MOD 97-10 check digits', () => {
    // 1234 * 100 = 123400; 123400 mod 97 = 16; 98 - 16 = 82.
    expect(bookingCheckDigits(1234)).toBe('82');
    expect(bookingReference(1234)).toBe('SPW-1234-82');
    expect(bookingReference(1)).toBe(`SPW-1-${bookingCheckDigits(1)}`);
    expect(bookingCheckDigits(1)).toMatch(/^\d\d$/);
  });

  it('reads a reference as people and banks write it', () => {
    for (const written of ['SPW-1234-82', 'spw-1234-82', 'SPW 1234 82', 'SPW123482', 'S P W - 1234 - 82', 'SPW-12\n34-82', 'SPW–1234–82', 'Ref. SPW/1234/82 Anna']) {
      expect(parseBookingReference(written), written).toBe(1234);
    }
  });

  it('refuses a mistyped reference: a wrong digit or two swapped digits', () => {
    expect(parseBookingReference('SPW-1235-82')).toBeNull();
    expect(parseBookingReference('SPW-1243-82')).toBeNull();
    expect(parseBookingReference('SPW-1234-28')).toBeNull();
    expect(parseBookingReference('1234-82')).toBeNull();
    // Every single-digit typo of many references is refused.
    for (let id = 1; id < 3000; id += 7) {
      const reference = bookingReference(id);
      const digits = reference.replace(/\D/g, '');
      for (let at = 0; at < digits.length; at++) {
        const typo = digits.slice(0, at) + String((Number(digits[at]) + 1) % 10) + digits.slice(at + 1);
        expect(parseBookingReference(`SPW-${typo.slice(0, -2)}-${typo.slice(-2)}`), typo).toBeNull();
      }
    }
  });

  it('finds every reference of a text once, with a number glued after it', () => {
    expect(findBookingReferences(`Anna SPW-1234-82 und Luca ${bookingReference(77)} / SPW-1234-82`)).toEqual([1234, 77]);
    expect(findBookingReferences('SPW-1234-82 2 Kinder')).toEqual([1234]);
    expect(findBookingReferences('SPW 12 34-82')).toEqual([1234]);
    expect(findBookingReferences('Beitrag Sommer 2026')).toEqual([]);
  });

  it('finds a reference a bank cut between its check digits, as the lines read joined by a break or a space', () => {
    expect(findBookingReferences('Iscrizione SPW-1234-8\n2 Anna')).toEqual([1234]);
    expect(findBookingReferences('Iscrizione SPW-1234-8 2 Anna')).toEqual([1234]);
    expect(findBookingReferences('SPW-1234-8\n3 Anna')).toEqual([]);
  });
});
