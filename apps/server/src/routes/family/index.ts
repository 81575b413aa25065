import { childCreateSchema, childUpdateSchema, familyChildSchema, messageSchema, recordParamsSchema } from '@app/domain';
import { z } from 'zod';
import { presentFamilyChild } from '../../presenters/child';
import { createChild } from '../../services/family/create-child';
import { listChildren } from '../../services/family/list-children';
import { updateChild } from '../../services/family/update-child';
import type { RoutePlugin } from '../types';

const childAnswer = messageSchema.extend({ data: familyChildSchema });

/** The children of the signed-in parent's family (public specification sections 2, 3 and 7). */
export const familyRoutes: RoutePlugin = async (app) => {
  const { db } = app.deps;

  app.get('/my-family/children', {
    config: { auth: 'required' },
    schema: {
      tags: ['family'],
      security: [{ bearer: [] }],
      description: 'The children of the family (health data included), for the booking dialog. Accounts without a person: 403.',
      response: { 200: z.object({ data: z.array(familyChildSchema) }) },
    },
    handler: async (request) => {
      const { now, timeZone } = request.clock;
      const rows = await listChildren(db, { actor: request.auth!.user });
      return { data: rows.map((child) => presentFamilyChild(child, now, timeZone)) };
    },
  });

  app.post('/my-family/children', {
    config: { auth: 'required' },
    schema: {
      tags: ['family'],
      security: [{ bearer: [] }],
      body: childCreateSchema,
      description: 'Adds a child to the family; birth and gender come from the tax code. Accounts without a person: 403.',
      response: { 201: childAnswer },
    },
    handler: async (request, reply) => {
      const { now, timeZone } = request.clock;
      const child = await createChild(db, { actor: request.auth!.user, now, child: request.body });
      return reply.status(201).send({ success: true, message: request.t('child.created'), data: presentFamilyChild(child, now, timeZone) });
    },
  });

  app.put('/my-family/children/:id', {
    config: { auth: 'required' },
    schema: {
      tags: ['family'],
      security: [{ bearer: [] }],
      params: recordParamsSchema,
      body: childUpdateSchema,
      description: 'Updates a child of the family (a tax code sent along is ignored: it cannot change) and confirms its data for the year. Another family\'s child: 404.',
      response: { 200: childAnswer },
    },
    handler: async (request) => {
      const { now, timeZone } = request.clock;
      const child = await updateChild(db, { actor: request.auth!.user, now, id: request.params.id, child: request.body });
      return { success: true, message: request.t('child.updated'), data: presentFamilyChild(child, now, timeZone) };
    },
  });
};
