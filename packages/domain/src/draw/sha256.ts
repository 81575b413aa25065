/**
 * SHA-256 (FIPS 180-4) and HMAC-SHA256 (RFC 2104), synchronous and without dependencies: the draw runs in the
 * server, in the browser (a family may re-run it) and in the stand-alone verifier, and Web Crypto is
 * asynchronous while node:crypto is not in the browser. The inputs are small (a seed, a household number, a
 * result of some hundred kilobytes), so a plain implementation is fast enough.
 */

const ROUND_CONSTANTS = new Int32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
]);

const INITIAL_STATE = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19];

const BLOCK_BYTES = 64;

/** The UTF-8 bytes of a text (TextEncoder is not among the domain's compile-time globals). */
export function utf8Bytes(text: string): Uint8Array {
  // Seeds, numbers and canonical JSON are mostly ASCII: one byte per character, without the general path.
  const ascii = new Uint8Array(text.length);
  let index = 0;
  for (; index < text.length && text.charCodeAt(index) < 0x80; index++) ascii[index] = text.charCodeAt(index);
  if (index === text.length) return ascii;
  const bytes: number[] = [];
  for (const character of text) {
    let code = character.codePointAt(0) ?? 0;
    // A lone surrogate cannot be encoded; TextEncoder writes U+FFFD for it, and so do we.
    if (code >= 0xd800 && code <= 0xdfff) code = 0xfffd;
    if (code < 0x80) bytes.push(code);
    else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 0x3f));
    else if (code < 0x10000) bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f));
    else bytes.push(0xf0 | (code >> 18), 0x80 | ((code >> 12) & 0x3f), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f));
  }
  return Uint8Array.from(bytes);
}

function compress(state: Int32Array, block: Uint8Array, offset: number, schedule: Int32Array): void {
  for (let t = 0; t < 16; t++) {
    const at = offset + t * 4;
    schedule[t] = (block[at]! << 24) | (block[at + 1]! << 16) | (block[at + 2]! << 8) | block[at + 3]!;
  }
  for (let t = 16; t < 64; t++) {
    const w15 = schedule[t - 15]!;
    const w2 = schedule[t - 2]!;
    const s0 = ((w15 >>> 7) | (w15 << 25)) ^ ((w15 >>> 18) | (w15 << 14)) ^ (w15 >>> 3);
    const s1 = ((w2 >>> 17) | (w2 << 15)) ^ ((w2 >>> 19) | (w2 << 13)) ^ (w2 >>> 10);
    schedule[t] = (schedule[t - 16]! + s0 + schedule[t - 7]! + s1) | 0;
  }
  let a = state[0]!, b = state[1]!, c = state[2]!, d = state[3]!;
  let e = state[4]!, f = state[5]!, g = state[6]!, h = state[7]!;
  for (let t = 0; t < 64; t++) {
    const sigma1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
    const choice = (e & f) ^ (~e & g);
    const temp1 = (h + sigma1 + choice + ROUND_CONSTANTS[t]! + schedule[t]!) | 0;
    const sigma0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
    const majority = (a & b) ^ (a & c) ^ (b & c);
    const temp2 = (sigma0 + majority) | 0;
    h = g;
    g = f;
    f = e;
    e = (d + temp1) | 0;
    d = c;
    c = b;
    b = a;
    a = (temp1 + temp2) | 0;
  }
  state[0] = (state[0]! + a) | 0;
  state[1] = (state[1]! + b) | 0;
  state[2] = (state[2]! + c) | 0;
  state[3] = (state[3]! + d) | 0;
  state[4] = (state[4]! + e) | 0;
  state[5] = (state[5]! + f) | 0;
  state[6] = (state[6]! + g) | 0;
  state[7] = (state[7]! + h) | 0;
}

/** The 32-byte SHA-256 digest of some bytes. */
export function sha256(message: Uint8Array): Uint8Array {
  const state = Int32Array.from(INITIAL_STATE);
  const schedule = new Int32Array(64);
  const wholeBlocks = Math.floor(message.length / BLOCK_BYTES);
  for (let block = 0; block < wholeBlocks; block++) compress(state, message, block * BLOCK_BYTES, schedule);

  // The tail, the 0x80 marker and the message's length in bits (big-endian, 64 bits) fill one or two blocks.
  const tailLength = message.length - wholeBlocks * BLOCK_BYTES;
  const tail = new Uint8Array(tailLength + 9 > BLOCK_BYTES ? 2 * BLOCK_BYTES : BLOCK_BYTES);
  tail.set(message.subarray(wholeBlocks * BLOCK_BYTES));
  tail[tailLength] = 0x80;
  const bitLength = message.length * 8;
  const high = Math.floor(bitLength / 0x1_0000_0000);
  const low = bitLength >>> 0;
  const end = tail.length;
  tail[end - 8] = high >>> 24;
  tail[end - 7] = high >>> 16;
  tail[end - 6] = high >>> 8;
  tail[end - 5] = high;
  tail[end - 4] = low >>> 24;
  tail[end - 3] = low >>> 16;
  tail[end - 2] = low >>> 8;
  tail[end - 1] = low;
  for (let offset = 0; offset < tail.length; offset += BLOCK_BYTES) compress(state, tail, offset, schedule);

  const digest = new Uint8Array(32);
  for (let word = 0; word < 8; word++) {
    const value = state[word]!;
    digest[word * 4] = value >>> 24;
    digest[word * 4 + 1] = value >>> 16;
    digest[word * 4 + 2] = value >>> 8;
    digest[word * 4 + 3] = value;
  }
  return digest;
}

const HEX_OF_BYTE = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

export function toHex(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += HEX_OF_BYTE[byte]!;
  return hex;
}

/** SHA-256 of a text's UTF-8 bytes (or of the bytes given), as 64 lowercase hex digits. */
export function sha256Hex(message: string | Uint8Array): string {
  return toHex(sha256(typeof message === 'string' ? utf8Bytes(message) : message));
}

/** HMAC-SHA256 (RFC 2104) of a message under a key, both texts taken as their UTF-8 bytes. */
export function hmacSha256Hex(key: string, message: string): string {
  let keyBytes = utf8Bytes(key);
  if (keyBytes.length > BLOCK_BYTES) keyBytes = sha256(keyBytes);
  const messageBytes = utf8Bytes(message);
  const inner = new Uint8Array(BLOCK_BYTES + messageBytes.length);
  const outer = new Uint8Array(BLOCK_BYTES + 32);
  for (let i = 0; i < BLOCK_BYTES; i++) {
    const keyByte = keyBytes[i] ?? 0;
    inner[i] = keyByte ^ 0x36;
    outer[i] = keyByte ^ 0x5c;
  }
  inner.set(messageBytes, BLOCK_BYTES);
  outer.set(sha256(inner), BLOCK_BYTES);
  return toHex(sha256(outer));
}
