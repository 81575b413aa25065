import { describe, expect, it } from 'vitest';
import { translate } from './i18n';
import { guessablePassword, type PasswordContext } from './password';
import { userProfileSchema } from './schemas/account';
import { loginSchema, registerSchema, resetPasswordSchema } from './schemas/auth';
import { userCreateSchema } from './schemas/users';

const fieldMessages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('a new password among the first guesses', () => {
  it('refuses the common ones in any case, one character or a short pattern repeated, and runs along a row', () => {
    for (const guess of ['password1', 'Passwort123', '12345678', 'QWERTZUIOP', '11111111', 'aaaaaaaaaa', 'abababab', 'ciaociao', '87654321', 'abcdefgh', 'asdfghjk', 'yxcvbnm']) {
      expect(guessablePassword(guess), guess).toBe('password_common');
    }
  });

  it('refuses them also with digits or symbols put around a common word, and with one character added to a pattern', () => {
    const variants = ['Password1!', 'Password123_', '!!Passwort2026', 'summer2026', 'Sommer-2026!', 'estate2031', 'Ciao1234!', 'iloveyou!!', 'Juventus1897'];
    const padded = ['11111111a', 'x12345678', '12345678!', 'abababab1', 'qwer2026!', 'haha2024'];
    for (const guess of [...variants, ...padded]) expect(guessablePassword(guess), guess).toBe('password_common');
  });

  it('accepts passwords that are merely short words with more to them', () => {
    for (const fine of ['summer-password-1', 'Lukas2019!', 'brand-new-password', 'correct horse battery', 'a1b2c3d4e5f6g7', 'Sommerwind-1984', '1111-Berge-7']) {
      expect(guessablePassword(fine), fine).toBeUndefined();
    }
  });

  it("refuses the account's own names, e-mail and address in any case, from 4 letters inside it and 3 as all of it", () => {
    const maria: PasswordContext = { names: ['Maria', 'Oberhofer'], email: 'm.gruber84@example.org', address: ['Via Eva Mayr 12', 'Bolzano'] };
    for (const guess of ['MARIA-1984', 'xOberhofer!', 'gruber!2024', 'bolzano-rocks', 'Mayr0000', 'Eva-2024!']) {
      expect(guessablePassword(guess, maria), guess).toBe('password_personal');
    }
    // A part of 3 letters inside another word, the e-mail's domain, and nothing known.
    for (const fine of ['Evasion-1984', 'example-horses', 'Quokka-Laterne']) expect(guessablePassword(fine, maria), fine).toBeUndefined();
    expect(guessablePassword('MARIA-1984')).toBeUndefined();
    // A whole name; empty and missing values count for nothing.
    expect(guessablePassword('rossi-rossi-9', { names: ['Anna Rossi', null, ''], email: null, address: [undefined] })).toBe('password_personal');
    // A common one says so, whatever else it holds.
    expect(guessablePassword('Password1!', { names: ['Password'] })).toBe('password_common');
  });

  it('is a field message on sign-up, reset, own change and a staff-created login, in both languages; signing in takes any', () => {
    expect(fieldMessages(resetPasswordSchema.safeParse({ token: 't', email: 'a@example.org', password: '11111111', password_confirmation: '11111111' }))).toMatchObject({ password: 'password_common' });
    expect(fieldMessages(registerSchema.safeParse({ password: '12345678', password_confirmation: '12345678' }))).toMatchObject({ password: 'password_common' });
    expect(fieldMessages(userProfileSchema().safeParse({ name: 'Anna', password: 'qwertz123', password_confirmation: 'qwertz123', current_password: 'old' }))).toEqual({ password: 'password_common' });
    expect(fieldMessages(userCreateSchema.safeParse({ name: 'Anna', email: 'a@example.org', password: 'passwort1', password_confirmation: 'passwort1' }))).toEqual({ password: 'password_common' });
    // A short password says what is wrong with it, not both.
    expect(fieldMessages(userCreateSchema.safeParse({ name: 'Anna', email: 'a@example.org', password: '1111', password_confirmation: '1111' }))).toEqual({ password: 'password_min' });
    expect(loginSchema.safeParse({ email: 'a@example.org', password: '12345678' }).success).toBe(true);
    expect(translate('de', 'validation.password_common')).toContain('zu leicht zu erraten');
    expect(translate('it', 'validation.password_common')).toContain('troppo facile da indovinare');
  });

  it("is a field message of its own when it holds what the form knows of the account, in both languages", () => {
    const signUp = { first_name: 'Maria', last_name: 'Oberhofer', email: 'maria@example.org', address: 'Lauben 5', place: 'Meran', password: 'Meran-2024!', password_confirmation: 'Meran-2024!' };
    expect(fieldMessages(registerSchema.safeParse(signUp))).toMatchObject({ password: 'password_personal' });
    expect(fieldMessages(registerSchema.safeParse({ ...signUp, password: 'oberhofer!!', password_confirmation: 'oberhofer!!' }))).toMatchObject({ password: 'password_personal' });
    expect(fieldMessages(registerSchema.safeParse({ ...signUp, password: 'Lauben-Wind-7', password_confirmation: 'Lauben-Wind-7' }))).toMatchObject({ password: 'password_personal' });
    expect(fieldMessages(registerSchema.safeParse({ ...signUp, password: 'Kastanien-Wind-7', password_confirmation: 'Kastanien-Wind-7' }))).not.toHaveProperty('password');
    const reset = { token: 't', email: 'gruber.maria@example.org', password: 'Gruber-2024', password_confirmation: 'Gruber-2024' };
    expect(fieldMessages(resetPasswordSchema.safeParse(reset))).toEqual({ password: 'password_personal' });
    const profile = { name: 'Anna Huber', password: 'huber-huber-1', password_confirmation: 'huber-huber-1', current_password: 'old' };
    expect(fieldMessages(userProfileSchema().safeParse(profile))).toEqual({ password: 'password_personal' });
    // What the profile form knows besides its fields: a parent's address.
    const atHome = { ...profile, password: 'Sarntal-Wind-7', password_confirmation: 'Sarntal-Wind-7' };
    expect(fieldMessages(userProfileSchema().safeParse(atHome))).toEqual({});
    expect(fieldMessages(userProfileSchema({ address: ['Dorf 3', 'Sarntal'] }).safeParse(atHome))).toEqual({ password: 'password_personal' });
    expect(fieldMessages(userCreateSchema.safeParse({ name: 'Anna Huber', email: 'office@example.org', password: 'office-office', password_confirmation: 'office-office' }))).toEqual({ password: 'password_personal' });
    expect(translate('de', 'validation.password_personal')).toContain('Ihren Namen');
    expect(translate('it', 'validation.password_personal')).toContain('il vostro nome');
  });
});
