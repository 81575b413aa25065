import { bookingReference } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { createMatcher } from './match-lines';
import type { ParsedLine } from './statement-line';

const line = (amount: number, payer: string | null, remittance: string | null): ParsedLine => ({ key: 'k', bookedOn: '2026-07-01', amount, payer, remittance });

describe('matching a credit line to a booking', () => {
  const match = createMatcher([
    { id: 11, openTotal: 240, lastNames: ['Müller', 'Rossi'] },
    { id: 12, openTotal: 120, lastNames: ['De Luca'] },
    { id: 13, openTotal: 120, lastNames: ['Gruber'] },
    { id: 14, openTotal: 0, lastNames: ['Paid'] },
    { id: 15, openTotal: 99.9, lastNames: ['Nicolò'] },
  ]);

  it('by a valid reference first, whatever the amount and name, also a paid booking named by it', () => {
    expect(match(line(5, 'Someone', `Beitrag ${bookingReference(13)}`))).toEqual({ match: 'reference', bookingId: 13 });
    expect(match(line(240, 'Müller', `spw ${bookingReference(14).slice(4)}`))).toEqual({ match: 'reference', bookingId: 14 });
  });

  it('never around a reference to a booking with nothing standing, nor one with wrong check digits guessed', () => {
    expect(match(line(240, 'Müller Hans', bookingReference(999)))).toEqual({ match: 'none', bookingId: null });
  });

  it('proposes by open total and family name as banks transliterate it', () => {
    expect(match(line(240, 'MUELLER HANS', null))).toEqual({ match: 'proposal', bookingId: 11 });
    expect(match(line(240, 'Mu?ller Hans', null))).toEqual({ match: 'proposal', bookingId: 11 });
    expect(match(line(240, 'Muller Hans', null))).toEqual({ match: 'proposal', bookingId: 11 });
    expect(match(line(240, 'Bank', 'per Rossi Luca'))).toEqual({ match: 'proposal', bookingId: 11 });
    expect(match(line(120, 'DE LUCA MARIO', null))).toEqual({ match: 'proposal', bookingId: 12 });
    expect(match(line(99.9, 'NICOLO ANNA', null))).toEqual({ match: 'proposal', bookingId: 15 });
  });

  it('proposes nothing when the amount or the name does not fit, or two bookings fit alike', () => {
    expect(match(line(239.99, 'Müller', null))).toEqual({ match: 'none', bookingId: null });
    expect(match(line(240, 'Mueller-Schmidt', null)).match).toBe('proposal');
    expect(match(line(240, 'Muellerova', null))).toEqual({ match: 'none', bookingId: null });
    expect(match(line(120, 'Luca', null))).toEqual({ match: 'none', bookingId: null });
    expect(match(line(120, 'Gruber De Luca', null))).toEqual({ match: 'none', bookingId: null });
  });
});
