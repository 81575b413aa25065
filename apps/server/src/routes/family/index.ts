import {
  childCreateSchema,
  childUpdateSchema,
  confirmationsAnswerSchema,
  familyAnswerSchema,
  familyChildSchema,
  familyParentSchema,
  familyRegistrationSchema,
  messageSchema,
  parentUpdateSchema,
  addressLinkSchema,
  pendingAddressSchema,
  type ParentUpdate,
  recordParamsSchema,
  registrationUpdateSchema,
} from '@app/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { presentFamilyChild } from '../../presenters/child';
import { presentConfirmation, presentFamily, presentFamilyParent, presentFamilyRegistration } from '../../presenters/family';
import { cancelRegistration } from '../../services/family/cancel-registration';
import { createChild } from '../../services/children/create-child';
import { listChildren } from '../../services/family/list-children';
import { familyConfirmationRows, loadFamily } from '../../services/family/load-family';
import { saveParent } from '../../services/family/save-parent';
import { confirmAddressLink, readAddressLink } from '../../services/address-links/confirm-address-link';
import { resendAddressLink } from '../../services/address-links/resend-address-link';
import { updateChild } from '../../services/children/update-child';
import { updateRegistration } from '../../services/family/update-registration';
import type { RoutePlugin } from '../types';

const childAnswer = messageSchema.extend({ data: familyChildSchema });
const parentAnswer = messageSchema.extend({ data: familyParentSchema });
const registrationAnswer = messageSchema.extend({ data: familyRegistrationSchema });
const family = { tags: ['family'], security: [{ bearer: [] }] };

/**
 * The family page of the signed-in parent (public specification sections 2, 3 and 7; decisions.md sections
 * 3, 4 and 10): the family's data, children, parent, registration edits and cancellations. Everything is
 * scoped to the caller's own family: another family's record answers 404.
 */
export const familyRoutes: RoutePlugin = async (app) => {
  const { db, mailer } = app.deps;

  app.get('/my-family', {
    config: { auth: 'required' },
    schema: {
      ...family,
      description:
        'The whole family page in one request (a fixed number of queries): parent, childrens (health data included: it is the family\'s own), ' +
        'registrations (confirmed, not deleted) and waitingQueue (with `waiting_position`), each with child, course, week (with state), ' +
        'price, paid, open amount and the bank transfer data (`payment`, with the EPC QR text) while an amount is open; confirmations. ' +
        'An account without a person (the back office) gets `parent: null` and empty lists: the page shows its info alert.',
      response: { 200: familyAnswerSchema },
    },
    handler: async (request) => {
      const rows = await loadFamily(db, { actor: request.actor, now: request.clock.now });
      return { data: presentFamily(rows, request.clock, request.lang) };
    },
  });

  app.get('/my-family/confirmations', {
    config: { auth: 'required' },
    schema: {
      ...family,
      description:
        'The payment confirmations: one per child and course with a paid, confirmed registration. The documents are ' +
        '`/confirmation/{courseId}/{peopleId}/` (German) and `/confirmation/{courseId}/{peopleId}/it/` with `?token=`.',
      response: { 200: confirmationsAnswerSchema },
    },
    handler: async (request) => {
      const rows = await familyConfirmationRows(db, request.actor);
      return { data: rows.map((row) => presentConfirmation(row, request.lang)) };
    },
  });

  const parentSchema = {
    ...family,
    body: parentUpdateSchema,
    description:
      'The parent dialog: phone, and photo consent when the option photo_privacy is 1 (a consent given cannot be withdrawn here: ' +
      '422 on privacy_photo), saved at once; and the e-mail, the sign-in address: a new one needs `current_password` (422 on it ' +
      'when missing or wrong) and is not taken yet: a link goes to it, and POST /my-family/confirm-email with its token changes it ' +
      '(`pending_address` says so meanwhile). One another account uses: 422 on email. Accounts without a person: 403.',
    response: { 200: parentAnswer },
  };

  const saveParentAnswer = async (request: FastifyRequest, parent: ParentUpdate, id?: number) => {
    const { person, address, linkSentTo } = await saveParent(db, {
      actor: request.actor,
      now: request.clock.now,
      lang: request.lang,
      appUrl: app.deps.config.appUrl,
      id,
      parent,
    });
    if (linkSentTo !== null) mailer.kick();
    const message = linkSentTo === null ? request.t('family.parent_saved') : request.t('family.address_link.sent', { email: linkSentTo });
    return { success: true, message, data: presentFamilyParent(person, address) };
  };

  app.post('/my-family/parent', {
    config: { auth: 'required' },
    schema: parentSchema,
    handler: async (request) => saveParentAnswer(request, request.body),
  });

  app.put('/my-family/parent/:id', {
    config: { auth: 'required' },
    schema: { ...parentSchema, params: recordParamsSchema },
    handler: async (request) => saveParentAnswer(request, request.body, request.params.id),
  });

  app.get('/my-family/confirm-email', {
    config: { auth: 'required' },
    schema: {
      ...family,
      querystring: addressLinkSchema,
      description:
        'What an address link would do, before the family presses the button: `purpose` and the address. The same 422 on token as opening it; nothing changes.',
      response: { 200: z.object({ data: pendingAddressSchema }) },
    },
    handler: async (request) => ({ data: await readAddressLink(db, { actor: request.actor, now: request.clock.now, token: request.query.token }) }),
  });

  app.post('/my-family/confirm-email', {
    config: { auth: 'required' },
    schema: {
      ...family,
      body: addressLinkSchema,
      description:
        'Opens an address link (decision 017) in the session of the account it was sent for: `join_person` joins the office\'s ' +
        'person with the account\'s address (its children and registrations; the office\'s data stays), `change_email` makes ' +
        'the new address the sign-in and contact address, ends the other sessions and tells the old address. A token that is ' +
        'unknown, used, expired or another account\'s: 422 on token.',
      response: { 200: messageSchema },
    },
    handler: async (request) => {
      const { now, timeZone } = request.clock;
      const { purpose, email } = await confirmAddressLink(db, { actor: request.actor, sessionId: request.session.id, now, timeZone, token: request.body.token });
      if (purpose === 'change_email') mailer.kick();
      const message = purpose === 'join_person' ? request.t('family.address_link.joined') : request.t('family.address_link.changed', { email });
      return { success: true, message };
    },
  });

  app.post('/my-family/address-link', {
    config: { auth: 'required' },
    schema: {
      ...family,
      description:
        'Sends the pending address link again (a new one; earlier ones stop working), at most 3 an hour per account (429). ' +
        'Nothing pending: 409.',
      response: { 200: messageSchema },
    },
    handler: async (request) => {
      const pending = await resendAddressLink(db, { actor: request.actor, now: request.clock.now, lang: request.lang, appUrl: app.deps.config.appUrl });
      mailer.kick();
      return { success: true, message: request.t('family.address_link.resent', { email: pending.email }) };
    },
  });

  app.put('/save-registration/:id', {
    config: { auth: 'required' },
    schema: {
      ...family,
      params: recordParamsSchema,
      body: registrationUpdateSchema,
      description:
        'The registration edit dialog: emergency contact 1 (required) and 2 (optional, different), the custom fields the course asks ' +
        '(required), and `dayType` where the week offers both (the price follows it). Another family\'s registration: 404; ' +
        'the week after_registration: 422 with a message.',
      response: { 200: registrationAnswer },
    },
    handler: async (request) => {
      const { now, timeZone } = request.clock;
      const row = await updateRegistration(db, {
        actor: request.actor,
        now,
        timeZone,
        lang: request.lang,
        id: request.params.id,
        values: request.body,
      });
      return { success: true, message: request.t('family.registration.saved'), data: presentFamilyRegistration(row, request.clock, request.lang) };
    },
  });

  app.delete('/registration/:id', {
    config: { auth: 'required' },
    schema: {
      ...family,
      params: recordParamsSchema,
      description:
        'Cancels a registration or waiting entry (soft delete) and sends email_deleted; a freed place goes to the oldest waiting ' +
        'registration of the week at once, whose family gets email_waiting. Another family\'s registration: 404; the week ' +
        'after_registration: 422 with a message.',
      response: { 200: messageSchema },
    },
    handler: async (request) => {
      const { now, timeZone } = request.clock;
      const { message } = await cancelRegistration(db, { actor: request.actor, now, timeZone, lang: request.lang, id: request.params.id });
      mailer.kick();
      return { success: true, message };
    },
  });

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
      const rows = await listChildren(db, { actor: request.actor });
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
      const child = await createChild(db, { actor: request.actor, now, as: 'family', child: request.body });
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
      const child = await updateChild(db, { actor: request.actor, now, as: 'family', id: request.params.id, child: request.body });
      return { success: true, message: request.t('child.updated'), data: presentFamilyChild(child, now, timeZone) };
    },
  });
};
