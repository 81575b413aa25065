import { PUBLIC_OPTION_KEYS } from '@app/domain';
import { z } from 'zod';
import { readOptions } from '../../repositories/options';
import type { RoutePlugin } from '../types';

const optionList = z.object({ data: z.array(z.object({ key: z.string(), value: z.string() })) });

export const optionRoutes: RoutePlugin = async (app) => {
  const { db } = app.deps;

  /** Read first by the web app. Only keys meant for visitors: never e-mail or payment internals. */
  app.get('/options', {
    schema: { tags: ['options'], response: { 200: optionList } },
    handler: async () => {
      const values = await readOptions(db);
      return { data: PUBLIC_OPTION_KEYS.map((key) => ({ key, value: values[key] })) };
    },
  });
};
