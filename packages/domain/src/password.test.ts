import { describe, expect, it } from 'vitest';
import { translate } from './i18n';
import { isGuessablePassword } from './password';
import { userProfileSchema } from './schemas/account';
import { loginSchema, registerSchema, resetPasswordSchema } from './schemas/auth';
import { userCreateSchema } from './schemas/users';

const fieldMessages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('a new password among the first guesses', () => {
  it('refuses the common ones in any case, one character or a short pattern repeated, and runs along a row', () => {
    for (const guess of ['password1', 'Passwort123', '12345678', 'QWERTZUIOP', '11111111', 'aaaaaaaaaa', 'abababab', 'ciaociao', '87654321', 'abcdefgh', 'asdfghjk', 'yxcvbnm']) {
      expect(isGuessablePassword(guess), guess).toBe(true);
    }
  });

  it('accepts passwords that are merely short words with more to them', () => {
    for (const fine of ['summer-password-1', 'Lukas2019!', 'brand-new-password', 'Password123_', 'correct horse battery', 'a1b2c3d4e5f6g7']) {
      expect(isGuessablePassword(fine), fine).toBe(false);
    }
  });

  it('is a field message on sign-up, reset, own change and a staff-created login, in both languages; signing in takes any', () => {
    expect(fieldMessages(resetPasswordSchema.safeParse({ token: 't', email: 'a@example.org', password: '11111111', password_confirmation: '11111111' }))).toMatchObject({ password: 'password_common' });
    expect(fieldMessages(registerSchema.safeParse({ password: '12345678', password_confirmation: '12345678' }))).toMatchObject({ password: 'password_common' });
    expect(fieldMessages(userProfileSchema.safeParse({ name: 'Anna', password: 'qwertz123', password_confirmation: 'qwertz123', current_password: 'old' }))).toEqual({ password: 'password_common' });
    expect(fieldMessages(userCreateSchema.safeParse({ name: 'Anna', email: 'a@example.org', password: 'passwort1', password_confirmation: 'passwort1' }))).toEqual({ password: 'password_common' });
    // A short password says what is wrong with it, not both.
    expect(fieldMessages(userCreateSchema.safeParse({ name: 'Anna', email: 'a@example.org', password: '1111', password_confirmation: '1111' }))).toEqual({ password: 'password_min' });
    expect(loginSchema.safeParse({ email: 'a@example.org', password: '12345678' }).success).toBe(true);
    expect(translate('de', 'validation.password_common')).toContain('zu leicht zu erraten');
    expect(translate('it', 'validation.password_common')).toContain('troppo facile da indovinare');
  });
});
