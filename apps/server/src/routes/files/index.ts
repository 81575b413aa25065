import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { readUpload } from '../../files/read-upload';
import { sendStoredFile } from '../../files/send-file';
import { DOCUMENT_TYPES, IMAGE_TYPES } from '../../files/sniff';
import { notFound } from '../../lib/errors';
import { scopeFiles } from '../../policies/file';
import { presentFile, storedFileSchema } from '../../presenters/file';
import { findFile } from '../../repositories/files';
import { storeUpload } from '../../services/files/store-upload';
import type { RoutePlugin } from '../types';

const tags = ['files'];
const bearer = [{ bearer: [] }];

// Public files for anyone; private ones with the token, in the header or (links the browser opens) the query.
const downloadConfig = { auth: 'optional', queryToken: true } as const;
const downloadSecurity = [{}, ...bearer];
const fileParams = z.object({ id: z.uuid() });
const downloadQuery = z.object({
  token: z.string().optional().describe('The bearer token, for private files opened as links.'),
});

/** Stored files: the document upload of the back office and the download of any stored file. */
export const fileRoutes: RoutePlugin = async (app) => {
  const { db } = app.deps;

  app.post('/document/upload', {
    config: { permission: ['course.create', 'course.update', 'option.update'] },
    schema: {
      tags,
      security: bearer,
      consumes: ['multipart/form-data'],
      description: 'Multipart with `file` (PNG, JPEG, WebP or PDF, at most 10 MB) -> the document object.',
      response: { 201: z.object({ data: storedFileSchema }) },
    },
    handler: async (request, reply) => {
      const upload = await readUpload(request, { file: [...IMAGE_TYPES, ...DOCUMENT_TYPES] });
      const file = await storeUpload(db, { actor: request.actor, upload });
      reply.status(201);
      return { data: presentFile(file) };
    },
  });

  async function serve(request: FastifyRequest, reply: FastifyReply, id: string) {
    const file = await findFile(db, id, scopeFiles(request.auth?.user ?? null));
    if (!file) throw notFound();
    return sendStoredFile(reply, file);
  }

  app.get('/files/:id', {
    config: downloadConfig,
    schema: { tags, security: downloadSecurity, params: fileParams, querystring: downloadQuery },
    handler: (request, reply) => serve(request, reply, request.params.id),
  });

  app.get('/files/:id/:name', {
    config: downloadConfig,
    schema: {
      tags,
      security: downloadSecurity,
      description: 'The same file; the name segment is only for people reading the link.',
      params: fileParams.extend({ name: z.string() }),
      querystring: downloadQuery,
    },
    handler: (request, reply) => serve(request, reply, request.params.id),
  });
};
