import { catalogueKeys, catalogues } from '@app/domain';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage, t, Trans, useTranslation } from './i18n';

describe('texts of the interface', () => {
  it('the two parts of each language hold its whole catalogue, the first one the public pages\' sections', async () => {
    const [deFirst, deMore, itFirst, itMore] = await Promise.all([
      import('virtual:texts/de/first'),
      import('virtual:texts/de/more'),
      import('virtual:texts/it/first'),
      import('virtual:texts/it/more'),
    ]);
    expect({ ...deFirst.default, ...deMore.default }).toEqual(catalogues.de);
    expect({ ...itFirst.default, ...itMore.default }).toEqual(catalogues.it);
    expect(Object.keys(deFirst.default).sort()).toEqual(['app', 'course', 'home', 'nav', 'publicCourses', 'shell']);
    expect(catalogueKeys({ ...itFirst.default, ...itMore.default }).sort()).toEqual(catalogueKeys(catalogues.de).sort());
  });

  it('fills placeholders, picks plurals by count and returns an unknown key as it is', async () => {
    expect(t('validation.min_length', { min: 8 })).toBe('Bitte mindestens 8 Zeichen eingeben.');
    expect(t('settingsPage.overview.weeks', { count: 1 })).toBe('1 Woche');
    expect(t('settingsPage.overview.weeks', { count: 2 })).toBe('2 Wochen');
    expect(t('no.such.key')).toBe('no.such.key');
    await changeLanguage('it');
    expect(t('settingsPage.overview.weeks', { count: 1 })).toBe('1 settimana');
  });

  it('renders again in the new language, markup of a text as elements', async () => {
    function Texts() {
      const { t, i18n } = useTranslation();
      return (
        <p>
          {i18n.language}: {t('form.privacy.accept')} <Trans i18nKey="form.privacy.no_document" values={{ organisation: 'Verein' }} components={{ imprint: <a href="/imprint" /> }} />
        </p>
      );
    }
    render(<Texts />);
    expect(screen.getByText(/^de: Ich habe/)).toBeTruthy();
    expect(screen.getByRole('link').getAttribute('href')).toBe('/imprint');
    expect(screen.getByText(/^de:/).textContent).toContain('Verein');
    await act(() => changeLanguage('it'));
    expect(screen.getByText(/^it: Ho letto/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'note legali' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('it');
  });

  it('a screen that needs every text while the language changes gets them in the new language too', async () => {
    // A module of its own: the others' texts are all loaded (testing/setup.ts). A visitor's page rendered in
    // German, the Italian chosen on the phone before (main.tsx), and the booking dialog opened by the link at once.
    vi.resetModules();
    const fresh = await import('./i18n');
    try {
      fresh.startLanguage('de');
      const switching = fresh.changeLanguage('it');
      await fresh.loadAllTexts();
      await switching;
      expect(fresh.currentLanguage()).toBe('it');
      expect(fresh.t('settingsPage.overview.weeks', { count: 1 })).toBe('1 settimana');
    } finally {
      // The files after this one in the worker (isolate: false) get this module: it is left as setup.ts leaves its own.
      await fresh.changeLanguage('de');
    }
  });
});
