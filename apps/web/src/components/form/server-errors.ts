import { flushSync } from 'react-dom';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ValidationError } from '../../lib/api-client';

/**
 * Puts the server's 422 messages under their fields and scrolls to the first one. Returns false when the
 * error is not a validation error, so the caller can show it another way.
 */
export function applyServerErrors<T extends FieldValues>(form: Pick<UseFormReturn<T>, 'setError'>, error: unknown): boolean {
  if (!(error instanceof ValidationError)) return false;
  const fields = Object.entries(error.fields);
  // Rendered at once, so that the scroll below finds the fields already marked invalid.
  flushSync(() => {
    for (const [field, message] of fields) {
      form.setError(field as Path<T>, { type: 'server', message }, { shouldFocus: false });
    }
  });
  scrollToFirstError();
  return fields.length > 0;
}

/** Brings the first invalid field into view and focuses it, for keyboard and screen-reader users too. */
export function scrollToFirstError(framesLeft = 5): void {
  requestAnimationFrame(() => {
    const first = document.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]');
    // Client-side errors may still be on their way to the page: look again on the next frames.
    if (!first) {
      if (framesLeft > 0) scrollToFirstError(framesLeft - 1);
      return;
    }
    first.scrollIntoView({ block: 'center', behavior: 'smooth' });
    first.focus({ preventScroll: true });
  });
}
