import { CodiceFiscaleUtils } from '@marketto/codice-fiscale-utils';
import { describe, expect, it } from 'vitest';
import { checkCharacter, decodeTaxCode } from './tax-code';

// The oracle reads birth places through a connector; only date and gender are compared here, so none is needed.
const oracle = () => new CodiceFiscaleUtils(undefined as never).parser;

const today = new Date('2026-11-21T12:00:00Z');

describe('decodeTaxCode', () => {
  it('reads birth and gender of a man born in the 1900s', () => {
    expect(decodeTaxCode('RSSMRA80A01H501U', today)).toEqual({
      valid: true,
      code: 'RSSMRA80A01H501U',
      birth: '1980-01-01',
      gender: 'm',
    });
  });

  it('reads a woman (day + 40) born in the 2000s', () => {
    expect(decodeTaxCode('VRNGNY07D68C351V', today)).toMatchObject({ valid: true, birth: '2007-04-28', gender: 'f' });
  });

  it('accepts lower case and surrounding spaces and returns the code upper-cased', () => {
    expect(decodeTaxCode('  vrngny07d68c351v ', today)).toMatchObject({ valid: true, code: 'VRNGNY07D68C351V' });
  });

  it('puts a two-digit year in the latest century that is not in the future', () => {
    const child = 'XXXYYY18E10A952' + checkCharacter('XXXYYY18E10A952');
    const grandparent = 'XXXYYY30E10A952' + checkCharacter('XXXYYY30E10A952');
    expect(decodeTaxCode(child, today)).toMatchObject({ valid: true, birth: '2018-05-10' });
    expect(decodeTaxCode(grandparent, today)).toMatchObject({ valid: true, birth: '1930-05-10' });
  });

  it('accepts every omocodia variant and reads the same birth and gender from it', () => {
    const parser = oracle();
    for (const level of [1, 2, 3, 8, 32, 74, 127]) {
      const variant = parser.cfOmocode('VRNGNY07D68C351V', level)!.toUpperCase();
      expect(variant).not.toBe('VRNGNY07D68C351V');
      expect(decodeTaxCode(variant, today)).toMatchObject({ valid: true, birth: '2007-04-28', gender: 'f' });
    }
  });

  it('reads the same birth and gender as an independent implementation, omocodia included', () => {
    const parser = oracle();
    const codes = ['VRNGNY07D68C351V', 'MRNMIA02E45L219X', 'GSTPPP31C06D620Z', 'RSSMRA80A01H501U'];
    for (const code of [...codes, ...codes.map((code) => parser.cfOmocode(code, 85)!.toUpperCase())]) {
      const decoded = decodeTaxCode(code, today);
      expect(decoded, code).toMatchObject({
        valid: true,
        birth: parser.cfToBirthDate(code)!.toISOString().slice(0, 10),
        gender: parser.cfToGender(code)!.toLowerCase(),
      });
    }
  });

  it('refuses a wrong check character', () => {
    expect(decodeTaxCode('RSSMRA80A01H501X', today)).toEqual({ valid: false, reason: 'check_character' });
    expect(decodeTaxCode('VRNGNY07D68C351K', today)).toEqual({ valid: false, reason: 'check_character' });
  });

  it('refuses a wrong length', () => {
    expect(decodeTaxCode('RSSMRA80A01H501', today)).toEqual({ valid: false, reason: 'length' });
    expect(decodeTaxCode('RSSMRA80A01H501UU', today)).toEqual({ valid: false, reason: 'length' });
    expect(decodeTaxCode('', today)).toEqual({ valid: false, reason: 'length' });
  });

  it('refuses a malformed code and an impossible date', () => {
    expect(decodeTaxCode('RSSMRA80Z01H501U', today)).toEqual({ valid: false, reason: 'format' });
    const february30 = 'RSSMRA80B30H501';
    expect(decodeTaxCode(february30 + checkCharacter(february30), today)).toEqual({ valid: false, reason: 'date' });
  });
});
