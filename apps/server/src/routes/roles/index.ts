import { PERMISSIONS } from '@app/domain';
import { z } from 'zod';
import type { RoutePlugin } from '../types';

export const roleRoutes: RoutePlugin = async (app) => {
  /** The permission names a role can be given, for the role form. */
  app.get('/role/permissions', {
    config: { permission: ['role.index', 'role.create', 'role.update'] },
    schema: {
      tags: ['roles'],
      security: [{ bearer: [] }],
      response: { 200: z.object({ data: z.array(z.object({ name: z.string() })) }) },
    },
    handler: async () => ({ data: PERMISSIONS.map((name) => ({ name })) }),
  });
};
