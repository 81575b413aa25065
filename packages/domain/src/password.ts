/**
 * Passwords an attacker tries first. The per-address turn and the per-account slowdown (decision 017) limit
 * how many guesses a stranger gets; a password on the first page of every guessing list falls within them
 * anyway. So a new password (sign-up, reset, own change, staff creating a login) is refused when it is one of
 * the most common passwords, one character repeated, a short pattern repeated ("abababab", "ciaociao"), or a
 * run along the alphabet, the digits or a keyboard row; also with digits or symbols put around a common word
 * ("Password1!", "summer2026") and with one character added to a pattern ("11111111a"). And it is refused when
 * it holds the account's own name, e-mail or address, the first things tried against a known person. Signing
 * in never applies this: an old password still opens its account.
 *
 * The lists are kept short on purpose: they travel to the browser with the sign-up form. Compared in lower
 * case, so "Password123" counts.
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

/**
 * Words that are a first guess once digits or symbols are put before or after them ("Sommer2026!", "ciao1234"):
 * the list above holds these only whole and from 8 characters on.
 */
const COMMON_WORDS =
  'password passwort passwd kennwort parola admin test secret geheim segreto love liebe amore tiamo schatz ' +
  'hallo hello ciao welcome monkey dragon master shadow qwerty qwertz asdf juventus napoli milan inter roma bayern ' +
  'summer sommer estate winter inverno spring primavera frühling fruehling autumn herbst autunno';

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

const COMMON = new Set(COMMON_PASSWORDS.split(' '));
const WORDS = new Set(COMMON_WORDS.split(' '));
/** A pattern or run is judged from this length on: shorter ones are parts of many good passwords. */
const SHORTEST_PATTERN = 4;

/** The letters between the digits and symbols put before and after them ("sommer2026!" -> "sommer"). */
const coreOf = (text: string) => text.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');

function isFirstGuess(text: string): boolean {
  const core = coreOf(text);
  if (COMMON.has(text) || COMMON.has(core) || WORDS.has(core)) return true;
  // Whole, with one character added at either end, and the letters without what was put around them.
  const shapes = [text, text.slice(1), text.slice(0, -1), core].filter((shape) => shape.length >= SHORTEST_PATTERN);
  return shapes.some((shape) => isRepeatedUnit(shape) || isRun(shape));
}

/** What an account is known by; a new password must not hold it. Empty and missing values are skipped. */
export interface PasswordContext {
  /** First and last names, or a whole name ("Maria Rossi"). */
  names?: readonly (string | null | undefined)[];
  /** Only the part before the @ counts. */
  email?: string | null;
  /** Street and place. */
  address?: readonly (string | null | undefined)[];
}

/**
 * Parts of the account's details from this length on are refused anywhere in a password ("Rossi" in
 * "xRossi99"); shorter ones (3 letters, "Eva", "Bo" not at all) only as the whole password with digits or
 * symbols around them, since they occur inside many words.
 */
const CONTAINED_PART_LENGTH = 4;
const SHORTEST_PART = 3;

/** The words (runs of letters) of the account's details, in lower case. */
function ownParts(context: PasswordContext): string[] {
  const values = [...(context.names ?? []), ...(context.address ?? []), context.email?.split('@')[0]];
  return values.flatMap((value) => value?.toLowerCase().match(/\p{L}+/gu) ?? []).filter((part) => part.length >= SHORTEST_PART);
}

function holdsOwnDetails(text: string, context: PasswordContext): boolean {
  const core = coreOf(text);
  return ownParts(context).some((part) => (part.length >= CONTAINED_PART_LENGTH ? text.includes(part) : core === part));
}

/**
 * Why a new password is among the first guesses, as its validation message (`validation.password_common`,
 * `validation.password_personal`), or undefined; the length rule is checked apart. `context` is what the
 * caller knows of the account: the form what was typed or is shown, the server what it stored.
 */
export function guessablePassword(password: string, context: PasswordContext = {}): 'password_common' | 'password_personal' | undefined {
  const text = password.toLowerCase();
  if (isFirstGuess(text)) return 'password_common';
  return holdsOwnDetails(text, context) ? 'password_personal' : undefined;
}
