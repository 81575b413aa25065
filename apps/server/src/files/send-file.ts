import type { FastifyReply } from 'fastify';
import type { StoredFile } from '../repositories/files';
import { contentDisposition } from './names';
import { IMAGE_TYPES } from './sniff';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Answers with a stored file as it is, under the type its bytes were sniffed as. Images are shown inline (the
 * pages show them); anything else is saved: a PDF uploaded as a programme can carry JavaScript, which a
 * browser's viewer would run as a page of this origin.
 */
export function sendStoredFile(reply: FastifyReply, file: StoredFile) {
  const shown = (IMAGE_TYPES as readonly string[]).includes(file.mime_type);
  return (
    reply
      .header('Content-Type', file.mime_type)
      .header('Content-Disposition', contentDisposition(shown ? 'inline' : 'attachment', file.name))
      .header('X-Content-Type-Options', 'nosniff')
      // A file never changes under its uuid; private ones are personal data and are kept by no cache.
      .header('Cache-Control', file.is_public ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'private, no-store')
      // Public images are also shown outside the app (the logo in an e-mail read in a webmail).
      .header('Cross-Origin-Resource-Policy', file.is_public ? 'cross-origin' : 'same-origin')
      .send(file.data)
  );
}
