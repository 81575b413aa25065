import { courseOverviewQuerySchema, courseOverviewSchema } from '@app/domain';
import { presentCourseOverview } from '../../presenters/overview';
import { readCourseOverview } from '../../services/overview/read-course-overview';
import type { RoutePlugin } from '../types';

/** GET /api/course-overview: the cards of the back office's course overview and the choices of its filters. */
export const courseOverviewRoutes: RoutePlugin = async (app) => {
  const { db } = app.deps;

  app.get('/course-overview', {
    config: { permission: 'course.index' },
    schema: {
      tags: ['course-overview'],
      security: [{ bearer: [] }],
      description: 'Active courses (of every year unless `year` is given) as cards, narrowed by the filters.',
      querystring: courseOverviewQuerySchema,
      response: { 200: courseOverviewSchema },
    },
    handler: async (request) => presentCourseOverview(await readCourseOverview(db, { query: request.query })),
  });
};
