import { describe, expect, it } from 'vitest';
import { translate } from '../i18n';
import { issueMessage } from '../validation';
import { privacyUpdateSchema } from './account';
import { registerSchema } from './auth';
import { childUpdateSchema } from './child';
import { isPrintableName } from './fields';
import { personInputSchema } from './people';

describe('isPrintableName', () => {
  it.each([
    'Zoë Łukasz Øre Ðorđe Ñandú',
    'Σοφία Παπαδοπούλου',
    'Юлия Ковальчук',
    'Nguyễn Thị Ánh',
    "O'Brien-Müller, Jr.",
    'Dzhokhar Mat\u2019ienko',
    'ʻIolana',
    // Typed with a combining accent instead of the composed letter.
    'Zoe\u0308',
  ])('accepts %s', (name) => {
    expect(isPrintableName(name)).toBe(true);
  });

  it.each([
    ['Chinese', '王小明'],
    ['Japanese', 'さくら'],
    ['Korean', '김민준'],
    ['Arabic', 'محمد'],
    ['Hebrew', 'שרה'],
    ['an emoji', 'Anna 😀'],
    ['a direction override', 'Anna\u202eMaria'],
    ['a zero-width space', 'An\u200bna'],
    ['fullwidth Latin letters', 'Ａｎｎａ'],
  ])('refuses %s', (_case, name) => {
    expect(isPrintableName(name)).toBe(false);
  });
});

describe('the name fields of sign-up, child and person', () => {
  const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; code: string; message: string }[] } }, lang: 'de' | 'it') =>
    Object.fromEntries(
      (result.error?.issues ?? [])
        .filter((issue) => String(issue.path[0]).endsWith('_name'))
        .map((issue) => {
          const { key, params } = issueMessage(issue as never);
          return [issue.path.join('.'), translate(lang, key, params)];
        }),
    );

  it.each([
    ['sign-up', registerSchema],
    ['child', childUpdateSchema],
    ['person', personInputSchema],
  ])('refuse a name the confirmation cannot print, with a message on the field (%s)', (_form, schema) => {
    const result = schema.safeParse({ first_name: '小明', last_name: 'Wang 🙂' });
    expect(messages(result, 'de')).toEqual({
      first_name: 'Bitte den Namen in lateinischer, griechischer oder kyrillischer Schrift eingeben.',
      last_name: 'Bitte den Namen in lateinischer, griechischer oder kyrillischer Schrift eingeben.',
    });
    expect(messages(result, 'it').first_name).toBe('Inserire il nome in caratteri latini, greci o cirillici.');
    expect(messages(schema.safeParse({ first_name: 'Σοφία', last_name: 'Ковальчук' }), 'de')).toEqual({});
  });
});

describe('the signature of a consent: drawn or the full name typed', () => {
  const DRAWN = 'data:image/png;base64,iVBORw0KGgo=';
  const signUp = {
    first_name: 'Anna Maria',
    last_name: 'Rossi',
    tax: 'RSSNMR85M63A952Q',
    plz: '39100',
    place: 'Bozen',
    address: 'Lauben 1',
    phone: '+39 333 1234567',
    email: 'anna@example.org',
    password: 'summer-password-1',
    password_confirmation: 'summer-password-1',
    privacy_agb: true,
  };
  const errors = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

  it('accepts a drawn signature or the signer\'s name typed in any case and spacing', () => {
    expect(errors(registerSchema.safeParse({ ...signUp, signature: DRAWN }))).toEqual({});
    expect(errors(registerSchema.safeParse({ ...signUp, signature: '', typed_signature: '  anna  maria ROSSI ' }))).toEqual({});
    expect(registerSchema.parse({ ...signUp, typed_signature: ' Anna Maria Rossi ' }).typed_signature).toBe('Anna Maria Rossi');
    expect(errors(privacyUpdateSchema.safeParse({ privacy_agb: true, typed_signature: 'Anna Rossi' }))).toEqual({});
  });

  it('refuses neither, both, and a typed name that is not the signer\'s, with the other errors of the form', () => {
    expect(errors(registerSchema.safeParse({ ...signUp, first_name: '', signature: '', typed_signature: '' }))).toEqual({
      first_name: 'required',
      signature: 'signature_missing',
    });
    expect(errors(registerSchema.safeParse({ ...signUp, signature: DRAWN, typed_signature: 'Anna Maria Rossi' }))).toEqual({ typed_signature: 'signature_twice' });
    expect(errors(registerSchema.safeParse({ ...signUp, typed_signature: 'Anna' }))).toEqual({ typed_signature: 'signature_name' });
    expect(errors(privacyUpdateSchema.safeParse({ privacy_agb: true }))).toEqual({ signature: 'signature_missing' });
    expect(errors(privacyUpdateSchema.safeParse({ privacy_agb: true, signature: 'data:text/html;base64,PGI+' }))).toEqual({ signature: 'signature_missing' });
  });
});
