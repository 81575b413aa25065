/**
 * A seed nobody can choose (issue 37 part 3): before the wish phase ends the office publishes the commitment,
 * SHA-256 of a secret; after it, a public random number nobody knew (say a lottery draw) completes the seed.
 * Once the commitment is out the office cannot change the secret, and nobody knows the number in advance.
 *
 * `secret ‖ publicNumber` is the UTF-8 text of the secret, one line feed (U+000A) and the public number
 * exactly as published (no trimming), so anyone can check it with
 * `printf '%s\n%s' "$SECRET" "$NUMBER" | sha256sum`. Neither part may hold a line break, which keeps the
 * split between them unambiguous.
 */
import { sha256Hex } from './sha256';

const LINE_BREAK = /[\r\n]/;

/** The SHA-256 (lowercase hex) of the secret's UTF-8 text: what the office publishes before the draw. */
export function commitmentOf(secret: string): string {
  return sha256Hex(secret);
}

/** The seed of the official run: SHA-256 (lowercase hex) of `secret + "\n" + publicNumber`. */
export function officialSeed(secret: string, publicNumber: string): string {
  if (secret === '' || publicNumber === '') throw new RangeError('The secret and the public number must not be empty.');
  if (LINE_BREAK.test(secret) || LINE_BREAK.test(publicNumber)) {
    throw new RangeError('The secret and the public number must not contain a line break.');
  }
  return sha256Hex(`${secret}\n${publicNumber}`);
}

/** Whether a secret is the one a published commitment was made of (hex in either case). */
export function secretMatches(secret: string, commitment: string): boolean {
  return commitmentOf(secret) === commitment.toLowerCase();
}
