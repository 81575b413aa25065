import {
  listAnswerSchema,
  messageSchema,
  PERMISSIONS,
  recordParamsSchema as params,
  roleInputSchema,
  roleListItemSchema,
  roleListQuerySchema,
  roleSchema,
} from '@app/domain';
import { z } from 'zod';
import { presentRole, presentRoleListItem } from '../../presenters/role';
import { createRole } from '../../services/roles/create-role';
import { deleteRole } from '../../services/roles/delete-role';
import { findRole } from '../../services/roles/find-role';
import { listRoles } from '../../services/roles/list-roles';
import { updateRole } from '../../services/roles/update-role';
import type { RoutePlugin } from '../types';

const tags = ['roles'];
const security = [{ bearer: [] }];
const saved = messageSchema.extend({ data: roleSchema });

/** Roles and their permissions (back-office specification, sections 2, 3, 6 and 7). */
export const roleRoutes: RoutePlugin = async (app) => {
  const { db } = app.deps;

  /** The permission names a role can be given, for the role form. */
  app.get('/role/permissions', {
    config: { permission: ['role.index', 'role.create', 'role.update'] },
    schema: { tags, security, response: { 200: z.object({ data: z.array(z.object({ name: z.string() })) }) } },
    handler: async () => ({ data: PERMISSIONS.map((name) => ({ name })) }),
  });

  app.get('/role', {
    // The user form loads all roles for its select, also for a user management without the role screens.
    config: { permission: ['role.index', 'user.create'] },
    schema: { tags, security, querystring: roleListQuerySchema, response: { 200: listAnswerSchema(roleListItemSchema) } },
    handler: async (request) => {
      const list = await listRoles(db, { query: request.query });
      return { data: list.data.map(presentRoleListItem), meta: list.meta };
    },
  });

  app.get('/role/:id', {
    config: { permission: ['role.view', 'role.update'] },
    schema: { tags, security, params, description: '`users` only for an actor with user.index.', response: { 200: z.object({ data: roleSchema }) } },
    handler: async (request) => ({ data: presentRole(await findRole(db, { actor: request.actor, id: request.params.id })) }),
  });

  app.post('/role', {
    config: { permission: 'role.create' },
    schema: { tags, security, body: roleInputSchema, response: { 201: saved } },
    handler: async (request, reply) => {
      const role = await createRole(db, { actor: request.actor, now: request.clock.now, values: request.body });
      reply.status(201);
      return { success: true, message: request.t('catalogue.saved'), data: presentRole(role) };
    },
  });

  app.put('/role/:id', {
    config: { permission: 'role.update' },
    schema: {
      tags,
      security,
      params,
      body: roleInputSchema,
      description: 'The holders of the role have the new permissions from their next request on.',
      response: { 200: saved },
    },
    handler: async (request) => {
      const role = await updateRole(db, { actor: request.actor, now: request.clock.now, id: request.params.id, values: request.body });
      return { success: true, message: request.t('catalogue.saved'), data: presentRole(role) };
    },
  });

  app.delete('/role/:id', {
    config: { permission: 'role.delete' },
    schema: { tags, security, params, response: { 200: messageSchema } },
    handler: async (request) => {
      await deleteRole(db, { actor: request.actor, id: request.params.id });
      return { success: true, message: request.t('catalogue.deleted') };
    },
  });
};
