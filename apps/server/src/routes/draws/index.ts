import { commitmentInputSchema, formatDateTime, drawRunSchema, messageSchema, officialRunInputSchema, recordParamsSchema as params, seasonSchema, wishMonitorSchema } from '@app/domain';
import { z } from 'zod';
import { presentDrawRun } from '../../presenters/draw-run';
import { presentSeason } from '../../presenters/season';
import { listDrawRuns, runOfficial, runTrial, saveCommitment } from '../../services/draw/draw-runs';
import { officialRunOf } from '../../services/draw/draw-result';
import { wishMonitor } from '../../services/draw/wish-monitor';
import { findSeason } from '../../services/seasons/seasons';
import type { RoutePlugin } from '../types';

const tags = ['seasons'];
const security = [{ bearer: [] }];
const config = { permission: 'season.update' } as const;
const ran = messageSchema.extend({ data: drawRunSchema });

/**
 * The office's side of a season's draw (issue 37 parts 3 and 6, decision 028), behind `season.update`: the
 * commitment, the wish monitor, trial runs and the one official run. Publication is the job's
 * (`draw-publication`), at the season's publication time.
 */
export const drawRoutes: RoutePlugin = async (app) => {
  const { db } = app.deps;

  app.put('/seasons/:id/commitment', {
    config,
    schema: {
      tags,
      security,
      params,
      description: 'The SHA-256 of the office\'s secret and where the public number will come from; until the wish phase ends (409 afterwards).',
      body: commitmentInputSchema,
      response: { 200: messageSchema.extend({ data: seasonSchema }) },
    },
    handler: async (request) => {
      const row = await saveCommitment(db, { clock: request.clock, id: request.params.id, values: request.body });
      return { success: true, message: request.t('draw.commitment_saved'), data: presentSeason(row, request.clock, await officialRunOf(db, row.id)) };
    },
  });

  app.get('/seasons/:id/monitor', {
    config,
    schema: { tags, security, params, description: 'Families, children and wishes so far; per week its places against its first and all wishes.', response: { 200: z.object({ data: wishMonitorSchema }) } },
    handler: async (request) => ({ data: await wishMonitor(db, request.params.id) }),
  });

  app.get('/seasons/:id/draws', {
    config,
    schema: { tags, security, params, description: 'The season\'s runs, trials and the official one, newest first.', response: { 200: z.object({ data: z.array(drawRunSchema) }) } },
    handler: async (request) => ({ data: (await listDrawRuns(db, request.params.id)).map(presentDrawRun) }),
  });

  app.post('/seasons/:id/draws', {
    config,
    schema: { tags, security, params, description: 'A trial run on the wishes so far with a throwaway seed, with its figures beside the baseline\'s; never published.', response: { 201: ran } },
    handler: async (request, reply) => {
      const run = await runTrial(db, { actor: request.actor!, clock: request.clock, seasonId: request.params.id });
      reply.status(201);
      return { success: true, message: request.t('draw.trial_done'), data: presentDrawRun(run) };
    },
  });

  app.post('/seasons/:id/draws/official', {
    config,
    schema: {
      tags,
      security,
      params,
      description:
        'The official run, after the wish phase (409 before), with the secret behind the published commitment (422 on `secret` otherwise) and the public number; ' +
        'one per season (409). Its result reaches the families at the publication time.',
      body: officialRunInputSchema,
      response: { 201: ran },
    },
    handler: async (request, reply) => {
      const { secret, public_number } = request.body;
      const run = await runOfficial(db, { actor: request.actor!, clock: request.clock, seasonId: request.params.id, secret, publicNumber: public_number });
      const season = await findSeason(db, request.params.id);
      reply.status(201);
      const message = run.published_at ? request.t('draw.official_published') : request.t('draw.official_done', { at: formatDateTime(season.publish_at, request.clock.timeZone) });
      return { success: true, message, data: presentDrawRun(run) };
    },
  });
};
