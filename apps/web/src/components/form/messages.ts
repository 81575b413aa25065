import type { TFunction } from '../../lib/i18n';

/**
 * A field's message: the domain schemas name catalogue keys (`tax_code_invalid`, `course.validation.iban_invalid`),
 * zodResolver passes them on,
 * and the server sends finished sentences. Keys are translated, sentences shown as they are.
 */
export function fieldMessage(t: TFunction, message: string | undefined): string {
  if (!message) return '';
  for (const key of [`validation.${message}`, message]) {
    const translated = t(key);
    if (translated !== key) return translated;
  }
  return message;
}
