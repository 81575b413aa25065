import type { ReactNode } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n';
import { fieldMessage } from './messages';

/**
 * Binds one form field and hands back, besides RHF's own `field` and `fieldState`, the TextField props every input
 * wires the same way: the ref on the input (so a failed submit focuses it), the error in the user's language in place
 * of the hint, and the field name as id so labels and tests find it.
 */
export function useControlledField<T extends FieldValues>(name: Path<T>, control: Control<T>, shown: { id?: string; helperText?: ReactNode } = {}) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ name, control });
  const textField = {
    name: field.name,
    inputRef: field.ref,
    onBlur: field.onBlur,
    id: shown.id ?? String(name),
    error: fieldState.invalid,
    helperText: fieldState.error ? fieldMessage(t, fieldState.error.message) : shown.helperText,
  };
  return { field, textField };
}
