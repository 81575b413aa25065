import { describe, expect, it } from 'vitest';
import { COURSE_EMAIL_PLACEHOLDERS } from '../schemas/settings';
import { catalogueKeys, catalogues, findText, translate } from '.';

describe('catalogues', () => {
  it('German and Italian have exactly the same keys', () => {
    expect(catalogueKeys(catalogues.it).sort()).toEqual(catalogueKeys(catalogues.de).sort());
  });

  it('no text is empty and Italian is not a copy of German', () => {
    const de = catalogueKeys(catalogues.de);
    for (const key of de) {
      expect(translate('de', key), key).not.toBe('');
      expect(translate('it', key), key).not.toBe('');
    }
    const same = de.filter((key) => translate('de', key) === translate('it', key));
    expect(same).toEqual([]);
  });

  it('labels every placeholder of the course e-mails in both languages (the course form lists them)', () => {
    for (const name of COURSE_EMAIL_PLACEHOLDERS) {
      const key = `courseForm.placeholders.${name}`;
      expect(findText(catalogues.de, 'de', key, {}), key).toBeTruthy();
      expect(findText(catalogues.it, 'it', key, {}), key).toBeTruthy();
    }
  });

  it('fills placeholders and returns unknown keys unchanged', () => {
    expect(translate('de', 'validation.min_length', { min: 8 })).toBe('Bitte mindestens 8 Zeichen eingeben.');
    expect(translate('it', 'validation.min_length', { min: 8 })).toBe('Inserire almeno 8 caratteri.');
    expect(translate('it', 'no.such.key')).toBe('no.such.key');
  });

  it('picks the plural form by count', () => {
    expect(translate('de', 'settingsPage.overview.weeks', { count: 1 })).toBe('1 Woche');
    expect(translate('de', 'settingsPage.overview.weeks', { count: 3 })).toBe('3 Wochen');
    expect(translate('it', 'settingsPage.overview.weeks', { count: 0 })).toBe('0 settimane');
  });
});
