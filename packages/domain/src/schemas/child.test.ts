import { describe, expect, it } from 'vitest';
import { issueMessage } from '../validation';
import { translate } from '../i18n';
import { childCreateSchema, childNeedsUpdate, childUpdateSchema } from './child';

const valid = {
  first_name: 'Lena',
  last_name: 'Gruber',
  tax: 'rssmra85t10a562s',
  lang: 'de',
  phone: '+39 347 1234567',
  whatsapp_infos: true,
  school: 'gs_3',
};

function messages(input: object, lang: 'de' | 'it' = 'de') {
  const result = childCreateSchema.safeParse(input);
  if (result.success) return {};
  // The first message per field, as the forms and the server show it.
  const found: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const { key, params } = issueMessage(issue as never);
    found[issue.path.join('.')] ??= translate(lang, key, params);
  }
  return found;
}

describe('child schemas', () => {
  it('accepts a child, upper-casing the tax code', () => {
    const parsed = childCreateSchema.parse(valid);
    expect(parsed.tax).toBe('RSSMRA85T10A562S');
    expect(parsed.phone_child).toBeNull();
  });

  it('requires first and last name, tax, language, phone and school, with the catalogue messages', () => {
    expect(messages({})).toMatchObject({
      first_name: 'Dieses Feld ist erforderlich.',
      last_name: 'Dieses Feld ist erforderlich.',
      tax: 'Dieses Feld ist erforderlich.',
      lang: 'Bitte einen der angebotenen Werte wählen.',
      school: 'Bitte einen der angebotenen Werte wählen.',
    });
    expect(messages({ ...valid, tax: 'ABC' }, 'it')).toEqual({ tax: 'Il codice fiscale deve avere esattamente 16 caratteri.' });
    expect(messages({ ...valid, tax: 'RSSMRA85T10A562X' })).toEqual({
      tax: 'Bitte die eingegebene Steuernummer prüfen, sie scheint ungültig zu sein.',
    });
    expect(messages({ ...valid, phone: '' }, 'it')).toEqual({ phone: 'Questo campo è obbligatorio.' });
  });

  it('has no tax code when a child is updated', () => {
    const parsed = childUpdateSchema.parse({ ...valid, tax: 'RSSMRA85T10A562S' });
    expect(parsed).not.toHaveProperty('tax');
  });
});

describe('childNeedsUpdate', () => {
  it('is true for data confirmed before 1 January of this year in the organisation time zone', () => {
    const now = new Date('2026-03-01T10:00:00Z');
    expect(childNeedsUpdate(new Date('2025-12-31T22:59:00Z'), now, 'Europe/Rome')).toBe(true);
    // 23:30 UTC on 31 December is already the new year in Rome.
    expect(childNeedsUpdate(new Date('2025-12-31T23:30:00Z'), now, 'Europe/Rome')).toBe(false);
    expect(childNeedsUpdate(new Date('2026-02-01T00:00:00Z'), now, 'Europe/Rome')).toBe(false);
  });
});
