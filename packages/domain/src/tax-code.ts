/**
 * Italian tax code (codice fiscale): shape, check character, omocodia, and what it tells about a person.
 * Parents and children are identified by it; birth date and gender are never typed, they are read from it.
 */

export const TAX_CODE_LENGTH = 16;

export type DerivedGender = 'm' | 'f';

export type TaxCodeResult =
  | { valid: true; code: string; birth: string; gender: DerivedGender }
  | { valid: false; reason: 'length' | 'format' | 'check_character' | 'date' };

const MONTH_LETTERS = 'ABCDEHLMPRST';
/** Omocodia: when two people share a code, digits are replaced by these letters, right to left. */
const OMOCODIA_LETTERS = 'LMNPQRSTUV';
const OMOCODIA_POSITIONS = [6, 7, 9, 10, 12, 13, 14];

const ODD_VALUES: Record<string, number> = {
  '0': 1, '1': 0, '2': 5, '3': 7, '4': 9, '5': 13, '6': 15, '7': 17, '8': 19, '9': 21,
  A: 1, B: 0, C: 5, D: 7, E: 9, F: 13, G: 15, H: 17, I: 19, J: 21, K: 2, L: 4, M: 18,
  N: 20, O: 11, P: 3, Q: 6, R: 8, S: 12, T: 14, U: 16, V: 10, W: 22, X: 25, Y: 24, Z: 23,
};

const SHAPE = /^[A-Z]{6}[0-9LMNPQRSTUV]{2}[ABCDEHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/;

function evenValue(char: string): number {
  const code = char.charCodeAt(0);
  return code <= 57 ? code - 48 : code - 65;
}

export function checkCharacter(first15: string): string {
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const char = first15[i] as string;
    // Positions are counted from 1 in the rule: odd positions are the even indexes.
    sum += i % 2 === 0 ? (ODD_VALUES[char] ?? 0) : evenValue(char);
  }
  return String.fromCharCode(65 + (sum % 26));
}

/** Undoes omocodia so that date digits can be read. */
function withDigits(code: string): string {
  const chars = code.split('');
  for (const position of OMOCODIA_POSITIONS) {
    const index = OMOCODIA_LETTERS.indexOf(chars[position] as string);
    if (index >= 0) chars[position] = String(index);
  }
  return chars.join('');
}

export function normalizeTaxCode(input: string): string {
  return input.trim().toUpperCase();
}

/**
 * Decodes a tax code. The century is the latest one that does not put the birth in the future,
 * which is right for every living parent and child.
 */
export function decodeTaxCode(input: string, today: Date = new Date()): TaxCodeResult {
  const code = normalizeTaxCode(input);
  if (code.length !== TAX_CODE_LENGTH) return { valid: false, reason: 'length' };
  if (!SHAPE.test(code)) return { valid: false, reason: 'format' };
  if (checkCharacter(code.slice(0, 15)) !== code[15]) return { valid: false, reason: 'check_character' };

  const plain = withDigits(code);
  const yy = Number(plain.slice(6, 8));
  const month = MONTH_LETTERS.indexOf(plain[8] as string) + 1;
  const dayField = Number(plain.slice(9, 11));
  const gender: DerivedGender = dayField > 40 ? 'f' : 'm';
  const day = dayField > 40 ? dayField - 40 : dayField;

  const currentYear = today.getUTCFullYear();
  const year = 2000 + yy <= currentYear ? 2000 + yy : 1900 + yy;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (day < 1 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return { valid: false, reason: 'date' };
  }
  const birth = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return { valid: true, code, birth, gender };
}

export function isValidTaxCode(input: string): boolean {
  return decodeTaxCode(input).valid;
}
