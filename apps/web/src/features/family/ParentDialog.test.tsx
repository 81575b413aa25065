import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { renderRoutes, stubBrowser } from '../../testing/app';
import { ParentDialog } from './ParentDialog';
import { family } from './testing';

/** The same sentence as on the profile page (UserProfilePage.test.tsx): one rule for who changes an e-mail. */
const EMAIL_RULE =
  'Die E-Mail-Adresse ist auch die Login-Adresse: Eltern ändern ihre eigene auf der Seite „Meine Familie“ bei den „Elterndaten“, jede andere ändert die Verwaltung.';

beforeEach(() => {
  stubBrowser();
});

describe('parent dialog', () => {
  it('lets parents change their e-mail and says who changes an e-mail, as the profile page does', async () => {
    const parent = family().parent!;
    renderRoutes([{ path: '/my-family', element: <ParentDialog open parent={parent} onClose={() => {}} onSaved={() => {}} /> }], '/my-family');
    const email = (await screen.findByLabelText(/^E-Mail/)) as HTMLInputElement;
    expect(email.disabled).toBe(false);
    const hint = () => document.getElementById(email.getAttribute('aria-describedby')!)?.textContent;
    expect(hint()).toBe(EMAIL_RULE);
    await act(() => changeLanguage('it'));
    try {
      expect(hint()).toMatch(/^L'indirizzo e-mail è anche l'indirizzo di accesso: i genitori .+«Dati del genitore»/);
    } finally {
      await act(() => changeLanguage('de'));
    }
  });
});
