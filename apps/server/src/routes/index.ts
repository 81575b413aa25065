import { authRoutes, registrationRoutes } from './auth';
import { fileRoutes } from './files';
import { optionRoutes } from './options';
import { roleRoutes } from './roles';
import type { RoutePlugin } from './types';

/** Every API route module, mounted under /api. */
export const apiRoutes: RoutePlugin = async (app) => {
  await app.register(authRoutes);
  await app.register(registrationRoutes);
  await app.register(optionRoutes);
  await app.register(roleRoutes);
  await app.register(fileRoutes);
};
