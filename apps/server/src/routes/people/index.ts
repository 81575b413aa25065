import {
  adminPersonDetailSchema,
  adminPersonSchema,
  listAnswerSchema,
  messageSchema,
  personInputSchema,
  personListQuerySchema,
  recordParamsSchema as params,
} from '@app/domain';
import { z } from 'zod';
import { presentPerson, presentPersonDetail } from '../../presenters/person';
import { createPerson } from '../../services/people/create-person';
import { deletePerson } from '../../services/people/delete-person';
import { findPerson } from '../../services/people/find-person';
import { listPeople } from '../../services/people/list-people';
import { updatePerson } from '../../services/people/update-person';
import type { RoutePlugin } from '../types';

const tags = ['people'];
const security = [{ bearer: [] }];
const detailAnswer = messageSchema.extend({ data: adminPersonDetailSchema });

/**
 * People (parents) in the back office, the specification's /api/parent (sections 2, 3, 5 and 7; decisions.md
 * 6 and 12). A person created here has no login until the family signs up with its e-mail.
 */
export const personRoutes: RoutePlugin = async (app) => {
  const { db } = app.deps;

  app.get('/parent', {
    config: { permission: 'person.index' },
    schema: { tags, security, querystring: personListQuerySchema, response: { 200: listAnswerSchema(adminPersonSchema) } },
    handler: async (request) => {
      const list = await listPeople(db, { query: request.query });
      return { data: list.data.map(presentPerson), meta: list.meta };
    },
  });

  app.get('/parent/:id', {
    config: { permission: ['person.view', 'person.update'] },
    schema: { tags, security, params, response: { 200: z.object({ data: adminPersonDetailSchema }) } },
    handler: async (request) => {
      const { now, timeZone } = request.clock;
      return { data: presentPersonDetail(request.healthGate, await findPerson(db, { id: request.params.id, now, timeZone })) };
    },
  });

  app.post('/parent', {
    config: { permission: 'person.create' },
    schema: { tags, security, body: personInputSchema, response: { 201: detailAnswer } },
    handler: async (request, reply) => {
      const { now, timeZone } = request.clock;
      const id = await createPerson(db, { now, values: request.body });
      reply.status(201);
      return { success: true, message: request.t('catalogue.saved'), data: presentPersonDetail(request.healthGate, await findPerson(db, { id, now, timeZone })) };
    },
  });

  app.put('/parent/:id', {
    config: { permission: 'person.update' },
    schema: { tags, security, params, body: personInputSchema, response: { 200: detailAnswer } },
    handler: async (request) => {
      const { now, timeZone } = request.clock;
      const { id } = request.params;
      await updatePerson(db, { actor: request.actor, now, id, values: request.body });
      return { success: true, message: request.t('catalogue.saved'), data: presentPersonDetail(request.healthGate, await findPerson(db, { id, now, timeZone })) };
    },
  });

  app.delete('/parent/:id', {
    config: { permission: 'person.delete' },
    schema: {
      tags,
      security,
      params,
      description: 'Deletes the person with its login and the children without another parent; refused (409) while its children have registrations.',
      response: { 200: messageSchema },
    },
    handler: async (request) => {
      await deletePerson(db, { id: request.params.id });
      return { success: true, message: request.t('catalogue.deleted') };
    },
  });
};
