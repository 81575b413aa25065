import type { FastifyRequest } from 'fastify';
import { invalid, type MessageRef } from '../lib/errors';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_REQUEST_BYTES } from './limits';
import { sanitizeFileName } from './names';
import { DOCUMENT_TYPES, IMAGE_TYPES, sniffType, type SniffedType } from './sniff';

export interface Upload {
  /** The multipart field the client sent the file in. */
  field: string;
  /** The client's file name, made safe to store and to send back. */
  filename: string;
  bytes: Buffer;
  /** Read from the bytes, never from the name or the browser's claim. */
  mimeType: SniffedType;
}

/** The multipart fields a file may come in, each with the types it accepts (`{ image: IMAGE_TYPES }`). */
export type AcceptedFields = Record<string, readonly SniffedType[]>;

const TOO_LARGE: MessageRef = { key: 'validation.file_too_large', params: { max: MAX_UPLOAD_BYTES / (1024 * 1024) } };
const MISSING: MessageRef = { key: 'validation.file_missing' };

function wrongType(accept: readonly SniffedType[]): MessageRef {
  if (accept.every((type) => IMAGE_TYPES.includes(type))) return { key: 'validation.file_type_image' };
  if (accept.every((type) => DOCUMENT_TYPES.includes(type))) return { key: 'validation.file_type_document' };
  return { key: 'validation.file_type_any' };
}

// The message also goes in `message`, for a client that shows a single line.
const refuse = (field: string, ref: MessageRef) => invalid({ [field]: ref }, ref);

async function readFirstFile(request: FastifyRequest) {
  try {
    // Without the throw, a file above the limit arrives cut off at it and marked as truncated.
    const part = await request.file({ throwFileSizeLimit: false });
    // Read even when it will be refused, so the request is consumed and the connection stays usable.
    return part && { part, bytes: await part.toBuffer() };
  } catch {
    // A body that is not well-formed multipart (no boundary, a part cut short) holds no file to read.
    return undefined;
  }
}

/**
 * Reads the one file of a multipart request into memory, at most MAX_UPLOAD_BYTES of it, and checks what
 * it really is against what its field accepts. Every refusal is a 422 on the field the client used; when the
 * request says too little to know it (no file, or refused by its declared length before a byte is read) on
 * `file` if that is allowed, otherwise on the first allowed field.
 */
export async function readUpload(request: FastifyRequest, accepted: AcceptedFields): Promise<Upload> {
  const { field, rawName, bytes } = await readUploadedBytes(request, Object.keys(accepted));
  const accept = accepted[field]!;
  const mimeType = sniffType(bytes);
  if (!mimeType || !accept.includes(mimeType)) throw refuse(field, wrongType(accept));
  return { field, filename: sanitizeFileName(rawName, mimeType), bytes, mimeType };
}

/**
 * The one file of a multipart request in one of `fields`, at most MAX_UPLOAD_BYTES, not empty, with the name
 * the client gave it; what the bytes are is the caller's to check (readUpload sniffs images and PDFs, the bank
 * statement import parses its text formats). Refusals as readUpload's.
 */
export async function readUploadedBytes(request: FastifyRequest, fields: readonly string[]): Promise<{ field: string; rawName: string; bytes: Buffer }> {
  const defaultField = fields.includes('file') ? 'file' : (fields[0] ?? 'file');
  if (Number(request.headers['content-length']) > MAX_UPLOAD_REQUEST_BYTES) throw refuse(defaultField, TOO_LARGE);
  if (!request.isMultipart()) throw refuse(defaultField, MISSING);

  const read = await readFirstFile(request);
  if (!read || !fields.includes(read.part.fieldname)) throw refuse(defaultField, MISSING);
  const { part, bytes } = read;
  const field = part.fieldname;
  if (part.file.truncated) throw refuse(field, TOO_LARGE);
  if (bytes.length === 0) throw refuse(field, MISSING);
  return { field, rawName: part.filename, bytes };
}
