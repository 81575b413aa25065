import { compressionPlugin } from '../plugins/compression';
import { authRoutes, registrationRoutes } from './auth';
import { courseCategoryRoutes } from './course-categories';
import { courseTypeRoutes } from './course-types';
import { courseWeekRoutes } from './course-weeks';
import { courseRoutes } from './courses';
import { dashboardRoutes } from './dashboard';
import { fileRoutes } from './files';
import { locationRoutes } from './locations';
import { optionRoutes } from './options';
import { courseOverviewRoutes } from './overview';
import { privacyRoutes } from './privacy';
import { roleRoutes } from './roles';
import { userRoutes } from './users';
import type { RoutePlugin } from './types';

/** Every API route module, mounted under /api; their JSON answers leave compressed when they are large enough. */
export const apiRoutes: RoutePlugin = async (app) => {
  await app.register(compressionPlugin);
  await app.register(authRoutes);
  await app.register(registrationRoutes);
  await app.register(optionRoutes);
  await app.register(roleRoutes);
  await app.register(fileRoutes);
  await app.register(userRoutes);
  await app.register(privacyRoutes);
  await app.register(locationRoutes);
  await app.register(courseTypeRoutes);
  await app.register(courseCategoryRoutes);
  await app.register(courseRoutes);
  await app.register(courseWeekRoutes);
  await app.register(courseOverviewRoutes);
  await app.register(dashboardRoutes);
};
