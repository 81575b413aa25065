import { friendGroupCreateSchema, friendGroupJoinSchema, friendGroupSavedSchema, messageSchema, wishListAnswerSchema, wishListInputSchema, wishListSavedSchema } from '@app/domain';
import { z } from 'zod';
import { presentWishList } from '../../presenters/wish-list';
import { createFriendGroup, joinFriendGroup, leaveFriendGroup } from '../../services/wishes/friend-groups';
import { loadWishList, saveWishList } from '../../services/wishes/wish-list';
import type { RoutePlugin } from '../types';

const family = { tags: ['family'], security: [{ bearer: [] }] };
const seasonId = z.string().regex(/^[1-9][0-9]{0,9}$/, 'invalid').transform(Number);
const params = z.object({ seasonId });
const memberParams = z.object({ seasonId, code: z.string().max(16), child: seasonId });

/**
 * A family's wish list of a season (issue 37 part 2, decision 028): read at any time, replaced whole while the
 * wish phase lasts. Only the signed-in family's own: its children, its list.
 */
export const wishListRoutes: RoutePlugin = async (app) => {
  const { db } = app.deps;

  app.get('/my-family/wishes/:seasonId', {
    config: { auth: 'required' },
    schema: { ...family, params, description: 'The season, the weeks of its year to wish from, and the family\'s wish list (null before its first save).', response: { 200: wishListAnswerSchema } },
    handler: async (request) => ({ data: presentWishList(await loadWishList(db, { actor: request.actor, seasonId: request.params.seasonId, clock: request.clock }), request.clock) }),
  });

  app.put('/my-family/wishes/:seasonId', {
    config: { auth: 'required' },
    schema: {
      ...family,
      params,
      description:
        'Replaces the family\'s wish list while the wish phase lasts (409 before and after): per child its wishes best first (course week, day type, "together"), ' +
        'at most N weeks, and the booking data; 422 on the field a rule concerns, 404 for a child of another family. Sends a receipt e-mail with the list\'s hash.',
      body: wishListInputSchema,
      response: { 200: wishListSavedSchema },
    },
    handler: async (request) => {
      const saved = await saveWishList(db, { actor: request.actor, seasonId: request.params.seasonId, clock: request.clock, values: request.body });
      return { success: true, message: request.t('wishes.saved'), data: { receipt: saved.receipt, few_wishes: saved.fewWishes } };
    },
  });

  app.post('/my-family/wishes/:seasonId/friends', {
    config: { auth: 'required' },
    schema: {
      ...family,
      params,
      description: 'Opens a friend group for a child of the family and a week of the season, while the wish phase lasts; answers the code to share with the friends\' families.',
      body: friendGroupCreateSchema,
      response: { 201: friendGroupSavedSchema },
    },
    handler: async (request, reply) => {
      const { child, course_week } = request.body;
      const group = await createFriendGroup(db, { actor: request.actor, seasonId: request.params.seasonId, clock: request.clock, child, courseWeek: course_week });
      reply.status(201);
      return { success: true, message: request.t('wishes.friends.created'), data: group };
    },
  });

  app.post('/my-family/wishes/:seasonId/friends/join', {
    config: { auth: 'required' },
    schema: {
      ...family,
      params,
      description: 'A child of the family joins the friend group of this code (at most 4 children; 422 on `code` when unknown or full, on `child` when it is in a group for that week already).',
      body: friendGroupJoinSchema,
      response: { 200: friendGroupSavedSchema },
    },
    handler: async (request) => {
      const group = await joinFriendGroup(db, { actor: request.actor, seasonId: request.params.seasonId, clock: request.clock, ...request.body });
      return { success: true, message: request.t('wishes.friends.joined'), data: group };
    },
  });

  app.delete('/my-family/wishes/:seasonId/friends/:code/:child', {
    config: { auth: 'required' },
    schema: { ...family, params: memberParams, description: 'The family\'s child leaves the friend group; the last one out closes it.', response: { 200: messageSchema } },
    handler: async (request) => {
      const { seasonId: season, code, child } = request.params;
      await leaveFriendGroup(db, { actor: request.actor, seasonId: season, clock: request.clock, child, code: code.toUpperCase() });
      return { success: true, message: request.t('wishes.friends.left') };
    },
  });
};
