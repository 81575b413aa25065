import { wishListAnswerSchema, wishListInputSchema, wishListSavedSchema } from '@app/domain';
import { z } from 'zod';
import { presentWishList } from '../../presenters/wish-list';
import { loadWishList, saveWishList } from '../../services/wishes/wish-list';
import type { RoutePlugin } from '../types';

const family = { tags: ['family'], security: [{ bearer: [] }] };
const params = z.object({ seasonId: z.string().regex(/^[1-9][0-9]{0,9}$/, 'invalid').transform(Number) });

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
};
