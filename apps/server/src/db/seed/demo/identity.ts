import { checkCharacter } from '@app/domain';

const MONTH_LETTERS = 'ABCDEHLMPRST';

function letters(text: string): { consonants: string; vowels: string } {
  const plain = text.normalize('NFD').toUpperCase().replace(/[^A-Z]/g, '');
  return { consonants: plain.replace(/[AEIOU]/g, ''), vowels: plain.replace(/[^AEIOU]/g, '') };
}

/**
 * The tax code an Italian office would issue (without omocodia), so that the demo families pass the same
 * checks as real ones: birth and gender are read back from it.
 */
export function italianTaxCode(person: {
  firstName: string;
  lastName: string;
  birth: string;
  gender: 'm' | 'f';
  /** Cadastral code of the place of birth, e.g. A952 for Bozen/Bolzano. */
  birthPlace: string;
}): string {
  const surname = letters(person.lastName);
  const name = letters(person.firstName);
  // A first name with four or more consonants skips the second one.
  const nameConsonants =
    name.consonants.length >= 4 ? name.consonants[0]! + name.consonants.slice(2, 4) : name.consonants;
  const [year, month, day] = person.birth.split('-').map(Number) as [number, number, number];
  const first15 = [
    `${surname.consonants}${surname.vowels}XXX`.slice(0, 3),
    `${nameConsonants}${name.vowels}XXX`.slice(0, 3),
    String(year % 100).padStart(2, '0'),
    MONTH_LETTERS[month - 1],
    String(person.gender === 'f' ? day + 40 : day).padStart(2, '0'),
    person.birthPlace,
  ].join('');
  return first15 + checkCharacter(first15);
}

/** Values of characters in odd positions for the CIN; digits count like the letters A to J. */
const CIN_ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];

/** The check letter (CIN) that starts an Italian BBAN, over bank code, branch code and account. */
function cin(bban: string): string {
  let sum = 0;
  for (let i = 0; i < bban.length; i++) {
    const char = bban.charCodeAt(i);
    const value = char <= 57 ? char - 48 : char - 65;
    sum += i % 2 === 0 ? CIN_ODD[value]! : value;
  }
  return String.fromCharCode(65 + (sum % 26));
}

/** An Italian IBAN with a correct CIN and correct ISO 7064 check digits. */
export function italianIban(abi: string, cab: string, account: string): string {
  const bban = cin(`${abi}${cab}${account}`) + abi + cab + account;
  const digits = `${bban}IT00`.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  const check = 98 - Number(BigInt(digits) % 97n);
  return `IT${String(check).padStart(2, '0')}${bban}`;
}
