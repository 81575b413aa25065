import { OPTION_RULES, OPTION_UPLOAD_FIELDS, type OptionUploadField } from '@app/domain';
import type { FastifyRequest } from 'fastify';
import { readUpload, type AcceptedFields, type Upload } from '../../files/read-upload';
import { DOCUMENT_TYPES, IMAGE_TYPES } from '../../files/sniff';

const ACCEPT = { image: IMAGE_TYPES, document: DOCUMENT_TYPES } as const;

/** Each upload field of the options page takes what its option holds: an image, or the privacy PDF. */
const ACCEPTED: AcceptedFields = Object.fromEntries(
  (Object.keys(OPTION_UPLOAD_FIELDS) as OptionUploadField[]).map((field) => [field, ACCEPT[OPTION_RULES[OPTION_UPLOAD_FIELDS[field]].kind]]),
);

/** The one file of POST /api/option/upload. */
export function readOptionUpload(request: FastifyRequest): Promise<Upload> {
  return readUpload(request, ACCEPTED);
}
