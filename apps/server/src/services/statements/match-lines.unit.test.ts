import { bookingReference, findBookingReferences } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { createMatcher, type MatchableBooking } from './match-lines';

const line = (amount: number, payer: string | null, remittance: string | null, bookedOn = '2026-07-01') => ({
  bookedOn,
  amount,
  payer,
  remittance,
  references: findBookingReferences(remittance ?? ''),
});
const booking = (id: number, openTotal: number, lastNames: string[], createdOn = '2026-06-01'): MatchableBooking => ({ id, openTotal, lastNames, createdOn });

describe('matching a credit line to a booking', () => {
  const match = createMatcher([
    booking(11, 240, ['Müller', 'Rossi']),
    booking(12, 120, ['De Luca']),
    booking(13, 120, ['Gruber']),
    booking(14, 0, ['Paid']),
    booking(15, 99.9, ['Nicolò']),
    booking(16, 310, ["D'Angelo"]),
    booking(17, 75, ['Hofer'], '2026-07-10'),
  ]);

  it('by a valid reference first, whatever the amount and name, also a paid booking named by it', () => {
    expect(match(line(5, 'Someone', `Beitrag ${bookingReference(13)}`))).toEqual({ match: 'reference', bookingIds: [13] });
    expect(match(line(240, 'Müller', `spw ${bookingReference(14).slice(4)}`))).toEqual({ match: 'reference', bookingIds: [14] });
  });

  it('names every booking of a line that gives two or more references, in their order', () => {
    expect(match(line(360, 'Rossi', `${bookingReference(13)} e ${bookingReference(11)} e ${bookingReference(999)}`))).toEqual({ match: 'reference', bookingIds: [13, 11] });
  });

  it('never around a reference to a booking with nothing standing, nor one with wrong check digits guessed', () => {
    expect(match(line(240, 'Müller Hans', bookingReference(999)))).toEqual({ match: 'none', bookingIds: [] });
  });

  it('proposes by open total and family name as banks transliterate it', () => {
    expect(match(line(240, 'MUELLER HANS', null))).toEqual({ match: 'proposal', bookingIds: [11] });
    expect(match(line(240, 'Mu?ller Hans', null))).toEqual({ match: 'proposal', bookingIds: [11] });
    expect(match(line(240, 'Muller Hans', null))).toEqual({ match: 'proposal', bookingIds: [11] });
    expect(match(line(240, 'Bank', 'per Rossi Luca'))).toEqual({ match: 'proposal', bookingIds: [11] });
    expect(match(line(120, 'DE LUCA MARIO', null))).toEqual({ match: 'proposal', bookingIds: [12] });
    expect(match(line(99.9, 'NICOLO ANNA', null))).toEqual({ match: 'proposal', bookingIds: [15] });
  });

  it('proposes names written together or with any apostrophe: DANGELO and DELUCA, D’Angelo, D?ANGELO', () => {
    for (const payer of ['DANGELO MARIA', "D'ANGELO MARIA", 'D’Angelo Maria', 'D ANGELO MARIA', 'D?ANGELO MARIA']) {
      expect(match(line(310, payer, null)), payer).toEqual({ match: 'proposal', bookingIds: [16] });
    }
    expect(match(line(120, 'DELUCA MARIO', null))).toEqual({ match: 'proposal', bookingIds: [12] });
    // A first name Angelo is not the family D'Angelo.
    expect(match(line(310, 'ROSSI ANGELO', null))).toEqual({ match: 'none', bookingIds: [] });
  });

  it('proposes nothing when the amount or the name does not fit, or two bookings fit alike', () => {
    expect(match(line(239.99, 'Müller', null))).toEqual({ match: 'none', bookingIds: [] });
    expect(match(line(240, 'Mueller-Schmidt', null)).match).toBe('proposal');
    expect(match(line(240, 'Muellerova', null))).toEqual({ match: 'none', bookingIds: [] });
    expect(match(line(120, 'Luca', null))).toEqual({ match: 'none', bookingIds: [] });
    expect(match(line(120, 'Gruber De Luca', null))).toEqual({ match: 'none', bookingIds: [] });
  });

  it('proposes no booking made after the transfer', () => {
    expect(match(line(75, 'Hofer Maria', null, '2026-07-09'))).toEqual({ match: 'none', bookingIds: [] });
    expect(match(line(75, 'Hofer Maria', null, '2026-07-10'))).toEqual({ match: 'proposal', bookingIds: [17] });
  });

  it('proposes no booking that a line of the same file pays by reference', () => {
    const inFile = createMatcher([booking(11, 240, ['Müller'])], new Set([11]));
    expect(inFile(line(240, 'Müller Hans', null))).toEqual({ match: 'none', bookingIds: [] });
    expect(inFile(line(240, 'Müller Hans', bookingReference(11)))).toEqual({ match: 'reference', bookingIds: [11] });
  });
});
