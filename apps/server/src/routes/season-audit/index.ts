import { recordParamsSchema as params, seasonAuditSchema } from '@app/domain';
import { z } from 'zod';
import { auditFile, seasonAudit } from '../../services/draw/draw-result';
import type { RoutePlugin } from '../types';

const tags = ['seasons'];
const files = z.object({ id: params.shape.id, file: z.enum(['input.json', 'result.json']) });

/**
 * The public audit of a season's draw (issue 37 part 7): anyone may check the commitment, the seed and the
 * digests, and recompute the result from the files (`scripts/verify-draw.mjs`). Nothing before publication
 * but the commitment; children and households are numbers in the files.
 */
export const seasonAuditRoutes: RoutePlugin = async (app) => {
  const { db } = app.deps;

  app.get('/seasons/:id/audit', {
    schema: { tags, params, description: 'What anyone may check of the season\'s draw; the official run\'s seed and digests once published.', response: { 200: z.object({ data: seasonAuditSchema }) } },
    handler: async (request) => ({ data: await seasonAudit(db, request.params.id, request.clock) }),
  });

  app.get('/seasons/:id/audit/:file', {
    schema: {
      tags,
      params: files,
      description: '`input.json`: the seed, the weeks with the places drawn and the children\'s wishes (numbers for names); `result.json`: the canonical result, whose SHA-256 is the result digest. 404 before publication.',
    },
    handler: async (request, reply) => {
      const text = await auditFile(db, request.params.id, request.params.file === 'input.json' ? 'input' : 'result');
      return reply
        .header('Content-Type', 'application/json; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="draw-${request.params.id}-${request.params.file}"`)
        .send(text);
    },
  });
};
