/**
 * Passwords an attacker tries first. The per-address turn and the per-account slowdown (decision 017) limit
 * how many guesses a stranger gets; a password on the first page of every guessing list falls within them
 * anyway. So a new password (sign-up, reset, own change, staff creating a login) is refused when it is one of
 * the most common passwords, one character repeated, a short pattern repeated ("abababab", "ciaociao"), or a
 * run along the alphabet, the digits or a keyboard row. Signing in never applies this: an old password still
 * opens its account.
 *
 * The list holds only entries of at least 8 characters (shorter ones are refused by length) and is kept short
 * on purpose: it travels to the browser with the sign-up form. Compared in lower case, so "Password123" counts.
 */
const COMMON_PASSWORDS =
  'password password1 password12 password123 password1234 passwort passwort1 passwort12 passwort123 ' +
  'passw0rd p@ssw0rd p@ssword 12345678 123456789 1234567890 12341234 11223344 12344321 123123123 ' +
  '1q2w3e4r 1q2w3e4r5t 1qaz2wsx qwerty12 qwerty123 qwertz12 qwertz123 qwerty1234 asdf1234 ' +
  'abc12345 abcd1234 abc123456 aa123456 a1b2c3d4 iloveyou iloveyou1 ichliebedich tiamo123 tiamotanto ' +
  'sunshine princess football fussball baseball superman starwars whatever trustno1 welcome1 welcome123 ' +
  'willkommen benvenuto letmein1 admin123 admin1234 administrator changeme changeme1 computer internet ' +
  'michael1 jennifer shadow12 monkey12 dragon12 master12 hallo123 hallo1234 schatz123 ciao1234 amore123 ' +
  'juventus juventus1 napoli123 bayern123 sommer2025 sommer2026 sommer2027 estate2025 estate2026 estate2027 ' +
  'sommerwoche sommerwochen projektwoche settimana passwort! password!';

// Runs a typist or a guesser walks along, forwards and backwards (German and Italian keyboards differ in y/z).
const SEQUENCES = ['abcdefghijklmnopqrstuvwxyz', '01234567890', 'qwertzuiopü', 'qwertyuiop', 'asdfghjklöä', 'yxcvbnm', 'zxcvbnm'];
const LONGEST_REPEATED_UNIT = 4;

function isRepeatedUnit(text: string): boolean {
  for (let unit = 1; unit <= LONGEST_REPEATED_UNIT && unit * 2 <= text.length; unit += 1) {
    if (text.length % unit === 0 && text.slice(0, unit).repeat(text.length / unit) === text) return true;
  }
  return false;
}

const isRun = (text: string) =>
  SEQUENCES.some((sequence) => sequence.includes(text) || [...sequence].reverse().join('').includes(text));

/** True when a new password is among the first guesses (see above); the length rule is checked apart. */
export function isGuessablePassword(password: string): boolean {
  const text = password.toLowerCase();
  return COMMON_PASSWORDS.split(' ').includes(text) || isRepeatedUnit(text) || isRun(text);
}
