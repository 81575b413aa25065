import { invalid } from '../lib/errors';
import { sniffType } from './sniff';

/**
 * What the signature pad draws: a box 200 CSS pixels high and at most about a thousand wide, at a screen's
 * pixel ratio of up to 4, in black on white, which compresses to a few dozen KB. Anything larger was not
 * drawn on our pad.
 */
export const MAX_SIGNATURE_BYTES = 256 * 1024;
export const MAX_SIGNATURE_WIDTH = 4096;
export const MAX_SIGNATURE_HEIGHT = 200 * 4;

/** Width and height from a PNG's header chunk (IHDR), which the format puts first. */
function pngSize(bytes: Buffer): { width: number; height: number } | undefined {
  if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The PNG inside the data URL the signature pad sends, or 422 "signature missing" on the field. */
export function signatureBytes(dataUrl: string): Buffer {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  const size = pngSize(bytes);
  const drawn =
    bytes.length <= MAX_SIGNATURE_BYTES &&
    sniffType(bytes) === 'image/png' &&
    size !== undefined &&
    size.width >= 1 &&
    size.height >= 1 &&
    size.width <= MAX_SIGNATURE_WIDTH &&
    size.height <= MAX_SIGNATURE_HEIGHT;
  if (!drawn) throw invalid({ signature: 'signature_missing' });
  return bytes;
}
