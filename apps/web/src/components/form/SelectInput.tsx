import { MenuItem, TextField, type TextFieldProps } from '@mui/material';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useControlledField } from './controlled-field';

export interface Choice {
  value: string | number;
  label: string;
}

type Props<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'select'> & {
  name: Path<T>;
  control: Control<T>;
  choices: Choice[];
  /** Offered as the first choice and stored as null. */
  emptyLabel?: string;
};

const EMPTY = '';

/** A labelled select bound to the form; numbers stay numbers and the empty choice is null. */
export function SelectInput<T extends FieldValues>({ name, control, choices, emptyLabel, ...props }: Props<T>) {
  const { field, textField } = useControlledField(name, control, props);
  return (
    <TextField
      {...props}
      {...textField}
      select
      value={field.value ?? EMPTY}
      onChange={(event) => {
        const picked = choices.find((choice) => String(choice.value) === event.target.value);
        field.onChange(picked ? picked.value : null);
      }}
      fullWidth={props.fullWidth ?? true}
    >
      {emptyLabel !== undefined ? <MenuItem value={EMPTY}>{emptyLabel}</MenuItem> : null}
      {choices.map((choice) => (
        <MenuItem key={choice.value} value={String(choice.value)}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
