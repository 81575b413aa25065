import { crc32, inflateRawSync } from 'node:zlib';
import { UnreadableStatementError } from './statement-line';

/**
 * The files of a ZIP archive, as German and Austrian banks hand out CAMT statements (one XML file a day). Read
 * with node's zlib (stored and deflated files, the two methods banks use), in the document worker that reads
 * the statement, under its timeout: the archive's own directory names the files; a file is inflated only up to
 * what is left of `MAX_ZIP_BYTES`, so a small archive cannot unpack into gigabytes.
 */

/** Bytes the files of an archive may hold unpacked: a year of daily statements of a small account is a few MB. */
export const MAX_ZIP_BYTES = 50 * 1024 * 1024;
/** Files an archive may hold: a year of daily statements and intraday reports. */
export const MAX_ZIP_FILES = 1_000;

const LOCAL_FILE = 0x04034b50;
const CENTRAL_FILE = 0x02014b50;
const END_OF_DIRECTORY = 0x06054b50;

export const isZip = (bytes: Uint8Array) => bytes.length >= 4 && Buffer.from(bytes.buffer, bytes.byteOffset, 4).readUInt32LE(0) === LOCAL_FILE;

const unreadable = () => new UnreadableStatementError('zip_unreadable');

/** Every file of the archive (folders left out) whose name `wanted` accepts, in the archive's order. */
export function readZip(bytes: Uint8Array, wanted: (name: string) => boolean): { name: string; data: Buffer }[] {
  const zip = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end-of-directory record is the last 22 bytes, unless the archive carries a comment (at most 65,535 bytes).
  let end = -1;
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 65_535); at -= 1) {
    if (zip.readUInt32LE(at) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) throw unreadable();
  const count = zip.readUInt16LE(end + 10);
  const directoryAt = zip.readUInt32LE(end + 16);
  // ZIP64 (0xFFFF files, 0xFFFFFFFF offsets) is for archives far beyond the upload's 10 MB.
  if (count === 0xffff || directoryAt === 0xffffffff) throw unreadable();
  if (count > MAX_ZIP_FILES) throw new UnreadableStatementError('zip_too_large', { limit: MAX_ZIP_BYTES / (1024 * 1024) });

  const files: { name: string; data: Buffer }[] = [];
  let unpacked = 0;
  let at = directoryAt;
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL_FILE) throw unreadable();
    const flags = zip.readUInt16LE(at + 8);
    const method = zip.readUInt16LE(at + 10);
    const checksum = zip.readUInt32LE(at + 16);
    const packedSize = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const localAt = zip.readUInt32LE(at + 42);
    const name = zip.toString(flags & 0x800 ? 'utf8' : 'latin1', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + extraLength + commentLength;
    if (name.endsWith('/') || !wanted(name)) continue;
    // Encrypted files cannot be read without the password the bank gave the customer.
    if (flags & 0x1 || (method !== 0 && method !== 8)) throw unreadable();
    if (localAt + 30 > zip.length || zip.readUInt32LE(localAt) !== LOCAL_FILE) throw unreadable();
    const dataAt = localAt + 30 + zip.readUInt16LE(localAt + 26) + zip.readUInt16LE(localAt + 28);
    if (dataAt + packedSize > zip.length) throw unreadable();
    const packed = zip.subarray(dataAt, dataAt + packedSize);
    let data: Buffer;
    try {
      data = method === 0 ? packed : inflateRawSync(packed, { maxOutputLength: Math.max(1, MAX_ZIP_BYTES - unpacked) });
    } catch (error) {
      if (error instanceof RangeError) throw new UnreadableStatementError('zip_too_large', { limit: MAX_ZIP_BYTES / (1024 * 1024) });
      throw unreadable();
    }
    unpacked += data.length;
    if (unpacked > MAX_ZIP_BYTES) throw new UnreadableStatementError('zip_too_large', { limit: MAX_ZIP_BYTES / (1024 * 1024) });
    if (crc32(data) !== checksum) throw unreadable();
    files.push({ name, data });
  }
  return files;
}
