/** The size of a secret the browser makes: as many random bytes as the seed's SHA-256 has. */
const SECRET_BYTES = 32;

const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/** A new secret from the browser's random source, as 64 lowercase hex characters. */
export function newSecret(): string {
  return hex(crypto.getRandomValues(new Uint8Array(SECRET_BYTES)));
}
