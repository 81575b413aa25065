import { TextField, type TextFieldProps } from '@mui/material';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useControlledField } from './controlled-field';

type Props<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'type'> & { name: Path<T>; control: Control<T> };

/** A number field for counts, years and orders (amounts of money take MoneyInput): the form holds a number (or null when empty), never the typed string. */
export function NumberInput<T extends FieldValues>({ name, control, ...props }: Props<T>) {
  const { field, textField } = useControlledField(name, control, props);
  return (
    <TextField
      {...props}
      {...textField}
      type="number"
      value={field.value ?? ''}
      onChange={(event) => field.onChange(event.target.value === '' ? null : Number(event.target.value))}
      fullWidth={props.fullWidth ?? true}
      slotProps={{ ...props.slotProps, htmlInput: { inputMode: 'decimal', ...(props.slotProps?.htmlInput as object), 'aria-invalid': textField.error } }}
    />
  );
}
