import { listAnswerSchema, messageSchema, offerDeadlineSchema, offerListItemSchema, offerListQuerySchema, recordParamsSchema as params } from '@app/domain';
import { presentOfferListItem } from '../../presenters/offer';
import { decideOffer, type OfferDecision } from '../../services/offers/decide-offer';
import { listOffers } from '../../services/offers/list-offers';
import { offerByHand } from '../../services/offers/offer-by-hand';
import type { RoutePlugin } from '../types';

const security = [{ bearer: [] }];

/**
 * Waiting-list offers (issue 36, decision 029): the family accepts or declines a place offered to it; the
 * office lists the offers, offers a place by hand and extends an offer.
 */
export const offerRoutes: RoutePlugin = async (app) => {
  const { db, mailer } = app.deps;

  for (const decision of ['accept', 'decline'] as const satisfies readonly OfferDecision[]) {
    app.post(`/my-family/offers/:id/${decision}`, {
      config: { auth: 'required' },
      schema: {
        tags: ['family'],
        security,
        params,
        description:
          decision === 'accept'
            ? 'Accepts the place offered to a waiting registration of the family: it is confirmed now (the payment deadline starts today) and the family gets the "place free" e-mail with the transfer.'
            : 'Declines the place offered to a waiting registration of the family: the child leaves the waiting list and the place goes to the next entry that fits, in the same transaction.' +
              ' Another family\'s registration: 404. An offer that expired or was decided: 409 with the reason.',
        response: { 200: messageSchema },
      },
      handler: async (request) => {
        const { message } = await decideOffer(db, { actor: request.actor, clock: request.clock, lang: request.lang, id: request.params.id, decision });
        mailer.kick();
        return { success: true, message };
      },
    });
  }

  app.get('/offers', {
    config: { permission: 'peopleCourseWeekRegistration.index' },
    schema: {
      tags: ['registrations'],
      security,
      querystring: offerListQuerySchema,
      description: 'Every offer of a place from a waiting list, the deadlines coming first; `state` an outcome or `expiring` (open, deadline within 12 hours), `course` a course id.',
      response: { 200: listAnswerSchema(offerListItemSchema) },
    },
    handler: async (request) => {
      const list = await listOffers(db, { query: request.query, clock: request.clock });
      return { data: list.data.map(presentOfferListItem), meta: list.meta };
    },
  });

  app.put('/peopleCourseWeekRegistration/:id/offer', {
    config: { permission: 'peopleCourseWeekRegistration.update' },
    schema: {
      tags: ['registrations'],
      security,
      params,
      body: offerDeadlineSchema,
      description:
        'Offers a free place to a waiting registration by hand until `expires_at` (the organisation\'s wall clock), or moves the deadline of its open offer; the family gets an e-mail. ' +
        '422 on expires_at for a past deadline or one more than 30 days ahead; 409 without a free place or for a registration not waiting.',
      response: { 200: messageSchema },
    },
    handler: async (request) => {
      const input = { actor: request.actor, clock: request.clock, lang: request.lang, id: request.params.id, expiresAt: request.body.expires_at };
      const { message } = await offerByHand(db, input);
      mailer.kick();
      return { success: true, message };
    },
  });
};
