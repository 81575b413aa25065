import { issueMessage } from '@app/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { t } from '../../lib/i18n';

/**
 * The form side of "one schema, validated twice": the domain schema the route uses. Messages a schema names
 * stay catalogue keys (translated when shown); zod's own checks get the same catalogue texts as on the server.
 */
export function formResolver<S extends z.ZodType<unknown, FieldValues>>(schema: S): Resolver<z.input<S>, unknown, z.output<S>> {
  return zodResolver(schema as never, {
    error: (issue) => {
      const { key, params } = issueMessage({
        ...(issue as object),
        code: issue.code ?? 'custom',
        message: issue.input === undefined || issue.input === null ? 'received undefined' : '',
      } as never);
      return t(key, params);
    },
  }) as never;
}
