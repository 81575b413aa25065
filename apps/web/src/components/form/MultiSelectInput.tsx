import { Autocomplete, Chip, TextField } from '@mui/material';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n';
import { fieldMessage } from './messages';

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
  const { t } = useTranslation();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <Autocomplete
          multiple
          disableCloseOnSelect
          id={String(name)}
          options={[...choices]}
          value={(field.value as string[] | undefined) ?? []}
          onChange={(_event, value) => field.onChange(value)}
          onBlur={field.onBlur}
          disabled={disabled}
          renderValue={(values, getItemProps) =>
            values.map((value, index) => {
              const { key, ...itemProps } = getItemProps({ index });
              return <Chip key={key} label={value} size="small" {...itemProps} />;
            })
          }
          renderInput={(params) => (
            <TextField
              {...params}
              inputRef={field.ref}
              label={label}
              error={fieldState.invalid}
              helperText={fieldState.error ? fieldMessage(t, fieldState.error.message) : helperText}
            />
          )}
        />
      )}
    />
  );
}
