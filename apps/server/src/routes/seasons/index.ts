import { messageSchema, recordParamsSchema as params, seasonInputSchema, seasonSchema } from '@app/domain';
import { z } from 'zod';
import { presentSeason } from '../../presenters/season';
import { officialRunOf, officialRuns } from '../../services/draw/draw-result';
import { deleteSeason, findSeason, listSeasons, saveSeason } from '../../services/seasons/seasons';
import type { RoutePlugin } from '../types';

const tags = ['seasons'];
const security = [{ bearer: [] }];
const config = { permission: 'season.update' } as const;
const saved = messageSchema.extend({ data: seasonSchema });

/**
 * The seasons of the fair opening (issue 37, decision 028), for the office holding `season.update`: one per
 * course year, its phases (wall-clock times of the organisation's zone) and the limits of a wish list.
 */
export const seasonRoutes: RoutePlugin = async (app) => {
  const { db } = app.deps;

  app.get('/seasons', {
    config,
    schema: { tags, security, description: 'Every season, by course year, with the phase it is in now.', response: { 200: z.object({ data: z.array(seasonSchema) }) } },
    handler: async (request) => {
      const [rows, runs] = await Promise.all([listSeasons(db), officialRuns(db)]);
      return { data: rows.map((row) => presentSeason(row, request.clock, runs.get(row.id))) };
    },
  });

  app.get('/seasons/open', {
    schema: {
      tags,
      description: 'The seasons not yet at first come, first served (before, during or after their wish phase), for families: where a wish list can be filled in.',
      response: { 200: z.object({ data: z.array(seasonSchema) }) },
    },
    handler: async (request) => {
      const [rows, runs] = await Promise.all([listSeasons(db), officialRuns(db)]);
      return { data: rows.map((row) => presentSeason(row, request.clock, runs.get(row.id))).filter((season) => season.phase !== 'first_come') };
    },
  });

  app.get('/seasons/:id', {
    config,
    schema: { tags, security, params, response: { 200: z.object({ data: seasonSchema }) } },
    handler: async (request) => {
      const [row, run] = await Promise.all([findSeason(db, request.params.id), officialRunOf(db, request.params.id)]);
      return { data: presentSeason(row, request.clock, run) };
    },
  });

  app.post('/seasons', {
    config,
    schema: {
      tags,
      security,
      description: 'A season for a course year (one per year: 422 on `year`); its times follow each other (422 on the first out of order).',
      body: seasonInputSchema,
      response: { 201: saved },
    },
    handler: async (request, reply) => {
      const row = await saveSeason(db, { clock: request.clock, values: request.body });
      reply.status(201);
      return { success: true, message: request.t('season.saved'), data: presentSeason(row, request.clock) };
    },
  });

  app.put('/seasons/:id', {
    config,
    schema: { tags, security, params, body: seasonInputSchema, response: { 200: saved } },
    handler: async (request) => {
      const row = await saveSeason(db, { clock: request.clock, id: request.params.id, values: request.body });
      return { success: true, message: request.t('season.saved'), data: presentSeason(row, request.clock, await officialRunOf(db, row.id)) };
    },
  });

  app.delete('/seasons/:id', {
    config,
    schema: { tags, security, params, description: 'Only before its wish phase has begun (409 afterwards).', response: { 200: messageSchema } },
    handler: async (request) => {
      await deleteSeason(db, { clock: request.clock, id: request.params.id });
      return { success: true, message: request.t('season.deleted') };
    },
  });
};
