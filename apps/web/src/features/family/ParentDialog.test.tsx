import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { renderRoutes, stubBrowser } from '../../testing/app';
import { ParentDialog } from './ParentDialog';
import { family } from './testing';

beforeEach(() => {
  stubBrowser();
});

describe('parent dialog', () => {
  it('says that the e-mail is the sign-in address and how a new one is confirmed, in German and Italian', async () => {
    const parent = family().parent!;
    renderRoutes([{ path: '/my-family', element: <ParentDialog open parent={parent} onClose={() => {}} onSaved={() => {}} /> }], '/my-family');
    const email = (await screen.findByLabelText(/^E-Mail/)) as HTMLInputElement;
    expect(email.disabled).toBe(false);
    const hint = () => document.getElementById(email.getAttribute('aria-describedby')!)?.textContent;
    expect(hint()).toBe('Ihre Login-Adresse. Eine neue bestätigen Sie mit Ihrem Passwort und dem Link, den wir an die neue Adresse schicken.');
    await act(() => changeLanguage('it'));
    try {
      expect(hint()).toMatch(/^Il vostro indirizzo di accesso\. Uno nuovo si conferma con la password/);
    } finally {
      await act(() => changeLanguage('de'));
    }
  });
});
