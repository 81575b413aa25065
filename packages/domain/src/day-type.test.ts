import { describe, expect, it } from 'vitest';
import { dayTypeLabel, type DayTypeLabels } from './day-type';
import { translate } from './i18n';
import type { Language } from './language';

const none: DayTypeLabels = { label_full_day_de: null, label_full_day_it: null, label_half_day_de: null, label_half_day_it: null };

describe('dayTypeLabel', () => {
  it("names the day type with the catalogue's text when the course has none of its own", () => {
    expect(dayTypeLabel(none, 'full_day', 'de', (key) => translate('de' as Language, key))).toBe('Ganztags');
    expect(dayTypeLabel(none, 'half_day', 'it', (key) => translate('it' as Language, key))).toBe('Mezza giornata');
  });

  it("takes the course's own label in the reader's language, an empty Italian one falling back to German", () => {
    const own = { ...none, label_half_day_de: 'Vormittag', label_half_day_it: 'Mattina', label_full_day_de: 'Mit Mittagessen', label_full_day_it: '' };
    expect(dayTypeLabel(own, 'half_day', 'de', (key) => translate('de' as Language, key))).toBe('Vormittag');
    expect(dayTypeLabel(own, 'half_day', 'it', (key) => translate('it' as Language, key))).toBe('Mattina');
    expect(dayTypeLabel(own, 'full_day', 'it', (key) => translate('it' as Language, key))).toBe('Mit Mittagessen');
  });
});
