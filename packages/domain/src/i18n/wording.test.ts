import { describe, expect, it } from 'vitest';
import { catalogueKeys, catalogues, translate } from '.';

/**
 * Issue 22: "Anmelden" meant both signing in and registering a child. The account is entered with
 * "einloggen" / "ausloggen" (the Login) and "accedere" / "uscire"; a child is registered with "anmelden" /
 * "Anmeldung" and "iscrivere" / "iscrizione"; an account is created with "registrieren" / "registrarsi".
 */
const ACCOUNT_TEXTS = [
  'shell.sign_in',
  'shell.sign_out',
  'shell.signed_out',
  'shell.session_expired',
  'account.login.title',
  'account.login.submit',
  'account.login.remember',
  'account.forgot.back_to_login',
  'auth.logged_out',
  'errors.unauthenticated',
  'booking.dialog.sign_in_title',
  'booking.dialog.sign_in',
  'booking.dialog.signed_out',
  'publicCourses.login_needed.login',
  'home.login_or_register',
  'signup.to_login',
];
const CHILD_TEXTS = [
  'booking.dialog.title',
  'booking.dialog.add_line',
  'booking.dialog.send',
  'publicCourses.book',
  'courseShow.register_child',
  'courseShow.dialog.send',
];

describe('signing in and registering a child', () => {
  it('uses "einloggen" and "accedere" for the account, never "anmelden" or "iscrivere"', () => {
    for (const key of ACCOUNT_TEXTS) {
      expect(translate('de', key), key).toMatch(/logg|login/i);
      expect(translate('de', key), key).not.toMatch(/anmeld|abmeld|angemeldet|abgemeldet/i);
      expect(translate('it', key), key).toMatch(/acced|access|esci|conness/i);
      expect(translate('it', key), key).not.toMatch(/iscri/i);
    }
  });

  it('uses "anmelden" and "iscrivere" for a child, never a word of the login', () => {
    for (const key of CHILD_TEXTS) {
      expect(translate('de', key), key).toMatch(/anmeld/i);
      expect(translate('de', key), key).not.toMatch(/einlogg|login/i);
      expect(translate('it', key), key).toMatch(/iscri/i);
      expect(translate('it', key), key).not.toMatch(/acced|access/i);
    }
  });

  it('has no German text that signs a person in or out with "melden" or says a bare "Anmelden"', () => {
    const found = catalogueKeys(catalogues.de).filter((key) => {
      const text = translate('de', key);
      return /melden Sie sich|meldet [^.]*\bab\b|angemeldet bleiben|Anmeldeadresse|sich an(zu)?melden|nach dem Anmelden|^(An|Ab)melden$/i.test(text);
    });
    expect(found).toEqual([]);
  });
});
