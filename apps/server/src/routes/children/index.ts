import { adminChildSchema, childListQuerySchema, listAnswerSchema } from '@app/domain';
import { presentAdminChild } from '../../presenters/child';
import { listChildren } from '../../services/children/list-children';
import type { RoutePlugin } from '../types';

const tags = ['children'];
const security = [{ bearer: [] }];

/**
 * Children in the back office (back-office specification sections 2, 3 and 7). The list is also the
 * register-child dialog's search, so staff who register children (peopleCourseWeekRegistration.create) may
 * read it without the child screens.
 */
export const childRoutes: RoutePlugin = async (app) => {
  const { db } = app.deps;

  app.get('/child', {
    config: { permission: ['child.index', 'peopleCourseWeekRegistration.create'] },
    schema: { tags, security, querystring: childListQuerySchema, response: { 200: listAnswerSchema(adminChildSchema) } },
    handler: async (request) => {
      const actor = request.auth!.user;
      const list = await listChildren(db, { query: request.query });
      return { data: list.data.map((child) => presentAdminChild(actor, child)), meta: list.meta };
    },
  });
};
