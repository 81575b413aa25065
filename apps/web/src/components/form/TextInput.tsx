import { TextField, type TextFieldProps } from '@mui/material';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useControlledField } from './controlled-field';

type Props<T extends FieldValues> = Omit<TextFieldProps, 'name'> & { name: Path<T>; control: Control<T> };

/** A labelled text field bound to the form; its error (client or server) is shown under it. */
export function TextInput<T extends FieldValues>({ name, control, ...props }: Props<T>) {
  const { field, textField } = useControlledField(name, control, props);
  return (
    <TextField
      {...props}
      {...textField}
      disabled={field.disabled ?? props.disabled}
      value={field.value ?? ''}
      onChange={field.onChange}
      fullWidth={props.fullWidth ?? true}
      slotProps={{ ...props.slotProps, htmlInput: { ...(props.slotProps?.htmlInput as object), 'aria-invalid': textField.error } }}
    />
  );
}
