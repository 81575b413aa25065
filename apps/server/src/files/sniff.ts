/** What an upload really is, read from its first bytes; the name and the browser's claim are ignored. */
export type SniffedType = 'image/png' | 'image/jpeg' | 'image/webp' | 'application/pdf';

export const IMAGE_TYPES: readonly SniffedType[] = ['image/png', 'image/jpeg', 'image/webp'];
export const DOCUMENT_TYPES: readonly SniffedType[] = ['application/pdf'];

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

export function sniffType(bytes: Uint8Array): SniffedType | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  return undefined;
}

export const EXTENSION: Record<SniffedType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};
