import { messageSchema, privacyUpdateSchema, userDataSchema } from '@app/domain';
import { presentUserData } from '../../presenters/user';
import { loadUserData } from '../../services/account/load-user-data';
import { updatePrivacy } from '../../services/account/update-privacy';
import type { RoutePlugin } from '../types';

/** A parent renews the privacy consent (public specification, privacy page and section 4). */
export const privacyRoutes: RoutePlugin = async (app) => {
  const { db } = app.deps;

  app.post('/update-user-privacy', {
    config: { auth: 'required' },
    schema: {
      tags: ['privacy'],
      security: [{ bearer: [] }],
      body: privacyUpdateSchema,
      description: 'Only for accounts with a linked person (else 404). Answers the user data, no longer needing the check.',
      response: { 200: messageSchema.extend({ data: userDataSchema }) },
    },
    handler: async (request) => {
      const actor = request.actor;
      await updatePrivacy(db, { actor, now: request.clock.now, ...request.body });
      const data = presentUserData(await loadUserData(db, { userId: actor.id }));
      return { success: true, message: request.t('account.privacy.saved'), data };
    },
  });
};
