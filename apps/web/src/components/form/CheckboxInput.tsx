import { Checkbox, FormControl, FormControlLabel, FormHelperText } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n';
import { fieldMessage } from './messages';

interface Props<T extends FieldValues> {
  name: Path<T>;
  control: Control<T>;
  label: ReactNode;
  required?: boolean;
  /** Fields whose rules depend on this box, validated again when it changes. */
  deps?: Path<T>[];
}

/** A checkbox bound to a boolean of the form, with its error text under it (read out with the box). */
export function CheckboxInput<T extends FieldValues>({ name, control, label, required, deps }: Props<T>) {
  const { t } = useTranslation();
  const errorId = useId();
  return (
    <Controller
      name={name}
      control={control}
      rules={deps ? { deps } : undefined}
      render={({ field, fieldState }) => (
        <FormControl error={fieldState.invalid}>
          <FormControlLabel
            required={required}
            label={label}
            control={
              <Checkbox
                name={field.name}
                checked={field.value === true}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
                inputRef={field.ref}
                sx={fieldState.invalid ? { color: 'error.main' } : undefined}
                slotProps={{
                  input: { 'aria-invalid': fieldState.invalid, 'aria-describedby': fieldState.error ? errorId : undefined },
                }}
              />
            }
          />
          {fieldState.error ? <FormHelperText id={errorId}>{fieldMessage(t, fieldState.error.message)}</FormHelperText> : null}
        </FormControl>
      )}
    />
  );
}
