import { describe, expect, it } from 'vitest';
import { hmacSha256Hex, sha256Hex, utf8Bytes } from './sha256';

describe('sha256Hex', () => {
  it('gives the FIPS 180-4 example digests', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
    expect(sha256Hex('a'.repeat(1_000_000))).toBe('cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0');
  });

  it('pads every length across the block boundaries as node:crypto does', () => {
    // Expected: node:crypto's SHA-256 of the concatenated hex digests of these 201 messages.
    let digests = '';
    for (let length = 0; length <= 200; length++) {
      digests += sha256Hex(Uint8Array.from({ length }, (_, index) => (index * 7 + length) % 256));
    }
    expect(sha256Hex(digests)).toBe('de444fd33c2915b23d3772a4de9aa249a9206ee2f93688a74e332e160c085f41');
  });

  it('hashes texts as UTF-8', () => {
    expect(Array.from(utf8Bytes('aß€🌞'))).toEqual([0x61, 0xc3, 0x9f, 0xe2, 0x82, 0xac, 0xf0, 0x9f, 0x8c, 0x9e]);
    expect(sha256Hex('Grüße – 🌞')).toBe('a7e7887b5505440e15262cd59efbc25ca18fdd6102213120d0c3b1b2939f453b');
  });
});

describe('hmacSha256Hex', () => {
  it('gives the RFC 4231 results', () => {
    expect(hmacSha256Hex('\x0b'.repeat(20), 'Hi There')).toBe('b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7');
    expect(hmacSha256Hex('Jefe', 'what do ya want for nothing?')).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });

  it('hashes a key longer than a block first, and takes keys as UTF-8 (as node:crypto does)', () => {
    expect(hmacSha256Hex('k'.repeat(100), 'Test Using Larger Than Block-Size Key')).toBe(
      'a5d81dde3923c7c8898faecb702b7ae392a13d0a88a45cc5a3bb4da80f466b88',
    );
    expect(hmacSha256Hex('Sämen 🌞', '42')).toBe('42af558ad1953485a419f1891f66b541c50f7f375be066ed6be8a08c5ccec2be');
    expect(hmacSha256Hex('seed-1', '42')).toBe('65352221a7acb9cf52ffafaacf65455dade3ef3c24b71f591c57e54a18e0e455');
  });
});
