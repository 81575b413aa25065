import { TextField, type TextFieldProps } from '@mui/material';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n';
import { fieldMessage } from './messages';

type Props<T extends FieldValues> = Omit<TextFieldProps, 'name'> & { name: Path<T>; control: Control<T> };

/** A labelled text field bound to the form; its error (client or server) is shown under it. */
export function TextInput<T extends FieldValues>({ name, control, ...props }: Props<T>) {
  const { t } = useTranslation();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          {...field}
          value={field.value ?? ''}
          id={props.id ?? String(name)}
          error={fieldState.invalid}
          helperText={fieldState.error ? fieldMessage(t, fieldState.error.message) : props.helperText}
          fullWidth={props.fullWidth ?? true}
          slotProps={{ ...props.slotProps, htmlInput: { ...(props.slotProps?.htmlInput as object), 'aria-invalid': fieldState.invalid } }}
        />
      )}
    />
  );
}
