import { describe, expect, it } from 'vitest';
import { registerSchema } from './schemas/auth';
import { issueMessage } from './validation';

const keysOf = (input: unknown) => {
  const result = registerSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issueMessage(issue as never).key]));
};

describe('issueMessage', () => {
  it('maps missing fields to "required" and named messages to their catalogue key', () => {
    const keys = keysOf({ tax: 'ABC', privacy_agb: false, email: 'nope' });
    expect(keys).toMatchObject({
      first_name: 'validation.required',
      tax: 'validation.tax_code_length',
      privacy_agb: 'validation.privacy_required',
      email: 'validation.email',
    });
  });

  it('maps length limits with their numbers', () => {
    expect(issueMessage({ code: 'too_small', origin: 'string', minimum: 8, message: 'x' })).toEqual({
      key: 'validation.min_length',
      params: { min: 8 },
    });
    expect(issueMessage({ code: 'too_big', origin: 'string', maximum: 100, message: 'x' })).toEqual({
      key: 'validation.max_length',
      params: { max: 100 },
    });
  });

  it('accepts a feature message named by its full key', () => {
    expect(issueMessage({ code: 'custom', message: 'auth.token_used' })).toEqual({ key: 'auth.token_used', params: {} });
    expect(issueMessage({ code: 'custom', message: 'no.such.key' })).toEqual({ key: 'validation.invalid', params: {} });
  });
});
