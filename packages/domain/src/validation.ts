import { hasMessage, type TranslationParams } from './i18n';

/** What both zod (web forms) and the server's validation errors carry of an issue. */
export interface IssueLike {
  code: string;
  message: string;
  origin?: string;
  format?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
}

/**
 * Turns a validation issue into a catalogue key. Schemas name their own message with a short key of the
 * validation section (`'tax_code_invalid'`) or a feature's full key; zod's built-in checks are mapped by their code, so no English text of zod
 * ever reaches a user.
 */
export function issueMessage(issue: IssueLike): { key: string; params: TranslationParams } {
  if (hasMessage(`validation.${issue.message}`)) return { key: `validation.${issue.message}`, params: {} };
  // A feature's own message, named by its full key (`course.validation.iban_invalid`).
  if (issue.message.includes('.') && hasMessage(issue.message)) return { key: issue.message, params: {} };
  const limit = (value: number | bigint | undefined) => Number(value ?? 0);
  switch (issue.code) {
    case 'invalid_type':
      return { key: /received (undefined|null)/.test(issue.message) ? 'validation.required' : 'validation.invalid', params: {} };
    case 'too_small':
      if (issue.origin === 'string' || issue.origin === 'array') {
        return limit(issue.minimum) <= 1
          ? { key: 'validation.required', params: {} }
          : { key: 'validation.min_length', params: { min: limit(issue.minimum) } };
      }
      return { key: 'validation.min_value', params: { min: limit(issue.minimum) } };
    case 'too_big':
      return issue.origin === 'string'
        ? { key: 'validation.max_length', params: { max: limit(issue.maximum) } }
        : { key: 'validation.max_value', params: { max: limit(issue.maximum) } };
    case 'invalid_format':
      return { key: issue.format === 'email' ? 'validation.email' : 'validation.invalid', params: {} };
    case 'invalid_value':
      return { key: 'validation.choice', params: {} };
    default:
      return { key: 'validation.invalid', params: {} };
  }
}

/** `bookedChildren.0.children` style field names, as the specification's error maps use them. */
export function fieldName(path: readonly PropertyKey[]): string {
  return path.length === 0 ? '_form' : path.map(String).join('.');
}
