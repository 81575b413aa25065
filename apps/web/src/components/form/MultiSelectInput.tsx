import { Autocomplete, Chip, TextField } from '@mui/material';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useControlledField } from './controlled-field';

interface Props<T extends FieldValues> {
  name: Path<T>;
  control: Control<T>;
  label: string;
  /** The values offered; a value is also its label (role names). */
  choices: readonly string[];
  disabled?: boolean;
  helperText?: string;
}

/** Several values from a list, as chips in a labelled combobox; its error (client or server) is shown under it. */
export function MultiSelectInput<T extends FieldValues>({ name, control, label, choices, disabled, helperText }: Props<T>) {
  const { field, textField } = useControlledField(name, control, { helperText });
  return (
    <Autocomplete
      multiple
      disableCloseOnSelect
      id={textField.id}
      options={[...choices]}
      value={(field.value as string[] | undefined) ?? []}
      onChange={(_event, value) => field.onChange(value)}
      onBlur={textField.onBlur}
      disabled={disabled}
      renderValue={(values, getItemProps) =>
        values.map((value, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} label={value} size="small" {...itemProps} />;
        })
      }
      // Not {...textField}: Autocomplete's params already carry the input's id, blur and ARIA wiring.
      renderInput={(params) => <TextField {...params} inputRef={textField.inputRef} label={label} error={textField.error} helperText={textField.helperText} />}
    />
  );
}
