import {
  messageSchema,
  optionInputSchema,
  optionSchema,
  PUBLIC_OPTION_KEYS,
  recordParamsSchema as params,
} from '@app/domain';
import { z } from 'zod';
import { fileUrl } from '../../repositories/files';
import { readOptions } from '../../repositories/options';
import { presentOption } from '../../presenters/option';
import { findOption } from '../../services/options/find-option';
import { listOptions } from '../../services/options/list-options';
import { requestPrivacyConfirmation } from '../../services/options/request-privacy-confirmation';
import { resetOption } from '../../services/options/reset-option';
import { saveOption } from '../../services/options/save-option';
import { storeUpload } from '../../services/files/store-upload';
import type { RoutePlugin } from '../types';
import { readOptionUpload } from './upload';

const optionList = z.object({ data: z.array(z.object({ key: z.string(), value: z.string() })) });
const tags = ['options'];
const security = [{ bearer: [] }];
const saved = messageSchema.extend({ data: optionSchema });

export const optionRoutes: RoutePlugin = async (app) => {
  const { db } = app.deps;

  /** Read first by the web app. Only keys meant for visitors: never e-mail or payment internals. */
  app.get('/options', {
    schema: { tags, response: { 200: optionList } },
    handler: async () => {
      const values = await readOptions(db);
      return { data: PUBLIC_OPTION_KEYS.map((key) => ({ key, value: values[key] })) };
    },
  });

  // The options page of the back office (back-office specification, sections 2, 3, 5 and 7).

  app.get('/option', {
    config: { permission: 'option.index' },
    schema: {
      tags,
      security,
      description: 'Every option, public or not, in one list (the options page shows them all at once).',
      response: { 200: z.object({ data: z.array(optionSchema) }) },
    },
    handler: async () => ({ data: (await listOptions(db)).map(presentOption) }),
  });

  app.get('/option/:id', {
    config: { permission: ['option.index', 'option.update'] },
    schema: { tags, security, params, response: { 200: z.object({ data: optionSchema }) } },
    handler: async (request) => ({ data: presentOption(await findOption(db, { id: request.params.id })) }),
  });

  app.post('/option', {
    config: { permission: ['option.update', 'option.create'] },
    schema: {
      tags,
      security,
      description: 'Saves one option by its key (every key has one row, so this always updates). Errors on `key` or `value`.',
      body: optionInputSchema,
      response: { 200: saved },
    },
    handler: async (request) => {
      const option = await saveOption(db, { now: request.clock.now, ...request.body });
      return { success: true, message: request.t('settings.option.saved'), data: presentOption(option) };
    },
  });

  app.delete('/option/:id', {
    config: { permission: 'option.update' },
    schema: { tags, security, description: 'Resets the option to its default.', params, response: { 200: saved } },
    handler: async (request) => {
      const option = await resetOption(db, { now: request.clock.now, id: request.params.id });
      return { success: true, message: request.t('settings.option.reset'), data: presentOption(option) };
    },
  });

  app.post('/option/privacy-check-date', {
    config: { permission: 'option.update' },
    schema: {
      tags,
      security,
      description: 'Sets app_privacy_check_date_update to now: every parent who accepted the privacy terms before must accept them again.',
      response: { 200: saved },
    },
    handler: async (request) => {
      const option = await requestPrivacyConfirmation(db, { now: request.clock.now });
      return { success: true, message: request.t('settings.option.privacy_check.done'), data: presentOption(option) };
    },
  });

  app.post('/option/upload', {
    config: { permission: 'option.update' },
    schema: {
      tags,
      security,
      consumes: ['multipart/form-data'],
      description:
        'Multipart with one file in `background`, `logo`, `footer` or `footer1` (PNG, JPEG or WebP) or `file` (PDF), at most 10 MB. ' +
        'Answers the public address of the stored file; the page then saves it into app_background, app_logo, app_footer, ' +
        'app_footer_1 or app_privacy (OPTION_UPLOAD_FIELDS).',
      response: { 201: z.object({ data: z.string() }) },
    },
    handler: async (request, reply) => {
      const upload = await readOptionUpload(request);
      const file = await storeUpload(db, { actor: request.actor, upload });
      reply.status(201);
      // The option stores the address, so the answer is the address alone.
      return { data: fileUrl(file) };
    },
  });
};
