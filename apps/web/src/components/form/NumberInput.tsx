import { TextField, type TextFieldProps } from '@mui/material';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n';
import { fieldMessage } from './messages';

type Props<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'type'> & { name: Path<T>; control: Control<T> };

/** A number field for counts, years and orders (amounts of money take MoneyInput): the form holds a number (or null when empty), never the typed string. */
export function NumberInput<T extends FieldValues>({ name, control, ...props }: Props<T>) {
  const { t } = useTranslation();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          name={field.name}
          inputRef={field.ref}
          onBlur={field.onBlur}
          id={props.id ?? String(name)}
          type="number"
          value={field.value ?? ''}
          onChange={(event) => field.onChange(event.target.value === '' ? null : Number(event.target.value))}
          error={fieldState.invalid}
          helperText={fieldState.error ? fieldMessage(t, fieldState.error.message) : props.helperText}
          fullWidth={props.fullWidth ?? true}
          slotProps={{ ...props.slotProps, htmlInput: { inputMode: 'decimal', ...(props.slotProps?.htmlInput as object), 'aria-invalid': fieldState.invalid } }}
        />
      )}
    />
  );
}
