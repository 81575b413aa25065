import { FormHelperText, FormLabel, Skeleton, Stack } from '@mui/material';
import { Suspense, useId } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n';
import { lazyWithTimeout } from '../../lib/lazy';
import { fieldMessage } from '../form/messages';

export type RichTextToolbar = 'basic' | 'links' | 'headings';

// The editor is large; it is downloaded when the first rich-text field is shown (back office only).
const RichTextEditor = lazyWithTimeout(() => import('./RichTextEditor'));

interface Props<T extends FieldValues> {
  name: Path<T>;
  control: Control<T>;
  label: string;
  toolbar?: RichTextToolbar;
  required?: boolean;
  helperText?: string;
}

/** A labelled rich-text field bound to the form; the value is HTML ('' when empty). */
export function RichTextInput<T extends FieldValues>({ name, control, label, toolbar = 'basic', required, helperText }: Props<T>) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <Stack spacing={0.5} data-invalid={fieldState.invalid ? 'true' : undefined}>
          <FormLabel id={labelId} required={required} error={fieldState.invalid}>
            {label}
          </FormLabel>
          <Suspense fallback={<Skeleton variant="rounded" height={140} />}>
            <RichTextEditor value={(field.value as string | null) ?? ''} onChange={field.onChange} toolbar={toolbar} labelId={labelId} invalid={fieldState.invalid} />
          </Suspense>
          {fieldState.error || helperText ? (
            <FormHelperText error={fieldState.invalid}>{fieldState.error ? fieldMessage(t, fieldState.error.message) : helperText}</FormHelperText>
          ) : null}
        </Stack>
      )}
    />
  );
}
