import { OPTION_RULES, OPTION_UPLOAD_FIELDS, type OptionUploadField } from '@app/domain';
import type { FastifyRequest } from 'fastify';
import { readUpload, type Upload } from '../../files/read-upload';
import { DOCUMENT_TYPES, IMAGE_TYPES, type SniffedType } from '../../files/sniff';
import { DomainError, invalid } from '../../lib/errors';

const FIELDS = Object.keys(OPTION_UPLOAD_FIELDS) as OptionUploadField[];
const isUploadField = (field: string): field is OptionUploadField => Object.hasOwn(OPTION_UPLOAD_FIELDS, field);

const ACCEPT = { image: IMAGE_TYPES, document: DOCUMENT_TYPES } as const;
const WRONG_TYPE = { image: 'validation.file_type_image', document: 'validation.file_type_document' } as const;

const kindOf = (field: OptionUploadField) => OPTION_RULES[OPTION_UPLOAD_FIELDS[field]].kind;

function wrongType(field: OptionUploadField): DomainError {
  const ref = { key: WRONG_TYPE[kindOf(field)] };
  return invalid({ [field]: ref }, ref);
}

function withFieldMessage(error: unknown): unknown {
  if (!(error instanceof DomainError)) return error;
  const field = Object.keys(error.fields).find(isUploadField);
  return field && error.fields[field]?.key === 'validation.file_type_any' ? wrongType(field) : error;
}

/**
 * The one file of POST /api/option/upload. readUpload takes one list of types for all fields, so it is given
 * every type and the field's own kind is checked here; a file that is no known type at all gets the field's
 * message too ("an image, please" on the logo) instead of the generic "image or PDF".
 */
export async function readOptionUpload(request: FastifyRequest): Promise<Upload> {
  let upload: Upload;
  try {
    upload = await readUpload(request, { accept: [...IMAGE_TYPES, ...DOCUMENT_TYPES], fields: FIELDS });
  } catch (error) {
    throw withFieldMessage(error);
  }
  const field = upload.field as OptionUploadField;
  const accepted: readonly SniffedType[] = ACCEPT[kindOf(field)];
  if (!accepted.includes(upload.mimeType)) throw wrongType(field);
  return upload;
}
