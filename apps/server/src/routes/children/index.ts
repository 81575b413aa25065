import {
  adminChildCreateSchema,
  adminChildDetailSchema,
  adminChildSchema,
  adminChildUpdateSchema,
  childListQuerySchema,
  childParentLinkSchema,
  listAnswerSchema,
  messageSchema,
  PARENT_PICKER_SIZE,
  PARENT_SEARCH_MIN_LENGTH,
  parentOptionsAnswerSchema,
  parentPickerQuerySchema,
  recordId,
  recordParamsSchema as params,
} from '@app/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { presentAdminChild, presentAdminChildDetail, presentParentOption } from '../../presenters/child';
import { addChildParent } from '../../services/children/add-child-parent';
import { createChild } from '../../services/children/create-child';
import { deleteChild } from '../../services/children/delete-child';
import { findChild } from '../../services/children/find-child';
import { listChildren } from '../../services/children/list-children';
import { listParentOptions } from '../../services/children/list-parent-options';
import { removeChildParent } from '../../services/children/remove-child-parent';
import { updateChild } from '../../services/children/update-child';
import type { RoutePlugin } from '../types';

const tags = ['children'];
const security = [{ bearer: [] }];
const detailAnswer = messageSchema.extend({ data: adminChildDetailSchema });
const parentParams = z.object({ id: recordId, personId: recordId });

/**
 * Children in the back office (back-office specification sections 2, 3 and 7; decisions.md 11 and 12). The
 * list is also the register-child dialog's search, so staff who register children
 * (peopleCourseWeekRegistration.create) may read it without the child screens. Health fields are the
 * presenter's business: present only for child.health.
 */
export const childRoutes: RoutePlugin = async (app) => {
  const { db } = app.deps;

  /** Every write answers with the child form as it now stands, seen by the writer. */
  const saved = async (request: FastifyRequest, id: number) => {
    const { now, timeZone } = request.clock;
    return { success: true, message: request.t('catalogue.saved'), data: presentAdminChildDetail(request.healthGate, await findChild(db, { id, now, timeZone })) };
  };

  app.get('/child', {
    config: { permission: ['child.index', 'peopleCourseWeekRegistration.create'] },
    schema: { tags, security, querystring: childListQuerySchema, response: { 200: listAnswerSchema(adminChildSchema) } },
    handler: async (request) => {
      const list = await listChildren(db, { query: request.query });
      return { data: list.data.map(presentAdminChild), meta: list.meta };
    },
  });

  app.get('/child/parents', {
    config: { permission: ['child.create', 'child.update'] },
    schema: {
      tags,
      security,
      querystring: parentPickerQuerySchema,
      description: `The parent picker of the child form: at most ${PARENT_PICKER_SIZE} people whose first or last name holds every word of the search, with name and place only. A search shorter than ${PARENT_SEARCH_MIN_LENGTH} letters answers nobody.`,
      response: { 200: parentOptionsAnswerSchema },
    },
    handler: async (request) => {
      const options = await listParentOptions(db, { search: request.query.search });
      return { data: options.map(presentParentOption) };
    },
  });

  app.get('/child/:id', {
    config: { permission: ['child.view', 'child.update'] },
    schema: { tags, security, params, response: { 200: z.object({ data: adminChildDetailSchema }) } },
    handler: async (request) => {
      const { now, timeZone } = request.clock;
      const child = await findChild(db, { id: request.params.id, now, timeZone });
      return { data: presentAdminChildDetail(request.healthGate, child) };
    },
  });

  app.post('/child', {
    config: { permission: 'child.create' },
    schema: { tags, security, body: adminChildCreateSchema, response: { 201: detailAnswer } },
    handler: async (request, reply) => {
      const { id } = await createChild(db, { actor: request.actor, now: request.clock.now, as: 'office', child: request.body });
      reply.status(201);
      return saved(request, id);
    },
  });

  app.put('/child/:id', {
    config: { permission: 'child.update' },
    schema: { tags, security, params, body: adminChildUpdateSchema, response: { 200: detailAnswer } },
    handler: async (request) => {
      const { id } = request.params;
      await updateChild(db, { actor: request.actor, now: request.clock.now, as: 'office', id, child: request.body });
      return saved(request, id);
    },
  });

  app.delete('/child/:id', {
    config: { permission: 'child.delete' },
    schema: { tags, security, params, response: { 200: messageSchema } },
    handler: async (request) => {
      await deleteChild(db, { id: request.params.id });
      return { success: true, message: request.t('catalogue.deleted') };
    },
  });

  app.post('/child/:id/parents', {
    config: { permission: 'child.update' },
    schema: {
      tags,
      security,
      params,
      body: childParentLinkSchema,
      description:
        'Adds a further parent (a person) to the child, who from then on sees its health answers: needs child.health too (403), ' +
        'is written to the health-data log, and the parents the child had get an e-mail.',
      response: { 200: detailAnswer },
    },
    handler: async (request) => {
      const { id } = request.params;
      await addChildParent(db, { actor: request.actor, now: request.clock.now, childId: id, personId: request.body.parent_id });
      app.deps.mailer.kick();
      return saved(request, id);
    },
  });

  app.delete('/child/:id/parents/:personId', {
    config: { permission: 'child.update' },
    schema: {
      tags,
      security,
      params: parentParams,
      description: 'Removes a parent from the child; the last parent stays (409). Needs child.health too (403); written to the health-data log.',
      response: { 200: detailAnswer },
    },
    handler: async (request) => {
      const { id, personId } = request.params;
      await removeChildParent(db, { actor: request.actor, now: request.clock.now, childId: id, personId });
      return saved(request, id);
    },
  });
};
