import { FormControlLabel, Switch } from '@mui/material';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

interface Props<T extends FieldValues> {
  name: Path<T>;
  control: Control<T>;
  label: string;
  /** Lets the form react to the switch (show, hide or clear other fields). */
  onToggle?(on: boolean): void;
}

/** A switch bound to a boolean of the form. */
export function SwitchInput<T extends FieldValues>({ name, control, label, onToggle }: Props<T>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <FormControlLabel
          label={label}
          control={
            <Switch
              name={field.name}
              inputRef={field.ref}
              checked={Boolean(field.value)}
              onBlur={field.onBlur}
              onChange={(event) => {
                field.onChange(event.target.checked);
                onToggle?.(event.target.checked);
              }}
            />
          }
        />
      )}
    />
  );
}
