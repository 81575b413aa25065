import { z } from 'zod';
import { CLIENT_ERROR_KINDS, CLIENT_ERROR_LIMITS } from '../client-errors';
import { plainText, requiredText } from './fields';

/** A failure of the web app (../client-errors.ts): texts only, never a form's values or a query string. */
export const clientErrorSchema = z.object({
  kind: z.enum(CLIENT_ERROR_KINDS),
  message: requiredText(CLIENT_ERROR_LIMITS.message, { multiLine: true }),
  stack: plainText({ multiLine: true }).max(CLIENT_ERROR_LIMITS.stack).optional(),
  page: requiredText(CLIENT_ERROR_LIMITS.page).meta({ description: "The page's path; a query or hash is cut off by the server." }),
  release: requiredText(CLIENT_ERROR_LIMITS.release).meta({ description: 'The build of the web app that failed.' }),
  status: z.int().min(100).max(599).optional().meta({ description: "kind 'api': the HTTP status, none when the call got no answer." }),
  api: requiredText(CLIENT_ERROR_LIMITS.api).optional().meta({ description: "kind 'api': method and path of the call (`GET /api/course/12`), no query." }),
});
export type ClientErrorReport = z.infer<typeof clientErrorSchema>;
