import { invalid } from '../lib/errors';
import { sniffType } from './sniff';

/** A drawn signature is a small PNG; anything larger or of another kind was not drawn on our pad. */
export const MAX_SIGNATURE_BYTES = 512 * 1024;

/** The PNG inside the data URL the signature pad sends, or 422 "signature missing" on the field. */
export function signatureBytes(dataUrl: string): Buffer {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  if (bytes.length > MAX_SIGNATURE_BYTES || sniffType(bytes) !== 'image/png') throw invalid({ signature: 'signature_missing' });
  return bytes;
}
