import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ValidationError } from '../../lib/api-client';

/**
 * Puts the server's 422 messages under their fields and scrolls to the first one. Returns false when the
 * error is not a validation error, so the caller can show it another way.
 */
export function applyServerErrors<T extends FieldValues>(form: UseFormReturn<T>, error: unknown): boolean {
  if (!(error instanceof ValidationError)) return false;
  const fields = Object.entries(error.fields);
  for (const [field, message] of fields) {
    form.setError(field as Path<T>, { type: 'server', message }, { shouldFocus: false });
  }
  scrollToFirstError();
  return fields.length > 0;
}

/** Brings the first invalid field into view and focuses it, for keyboard and screen-reader users too. */
export function scrollToFirstError(): void {
  requestAnimationFrame(() => {
    const first = document.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]');
    first?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    first?.focus({ preventScroll: true });
  });
}
