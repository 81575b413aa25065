import { Box, Stack, TextField } from '@mui/material';
import type { ChangeEvent } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useControlledField } from '../../components/form/controlled-field';
import { useTranslation } from '../../lib/i18n';
import { accentColor } from '../../lib/theme';

interface Props<T extends FieldValues> {
  name: Path<T>;
  control: Control<T>;
  label: string;
  required?: boolean;
}

/** The browser's picker knows only #rrggbb: a short or half-typed code is shown as the nearest it can. */
function pickerValue(value: string): string {
  const color = accentColor(value).toLowerCase();
  return color.length === 4 ? `#${[...color.slice(1)].map((digit) => digit + digit).join('')}` : color;
}

/** The theme colour: the browser's colour picker and the hex code beside it, both editing the same value. */
export function ColorInput<T extends FieldValues>({ name, control, label, required }: Props<T>) {
  const { t } = useTranslation();
  const { field, textField } = useControlledField(name, control, { helperText: t('settingsPage.options.color_hex') });
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Box
        component="input"
        type="color"
        value={pickerValue((field.value as string | null) ?? '')}
        onChange={(event: ChangeEvent<HTMLInputElement>) => field.onChange(event.target.value)}
        aria-label={`${t('settingsPage.options.color_picker')}: ${label}`}
        sx={{ flexShrink: 0, width: 56, height: 56, p: 0.5, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper', cursor: 'pointer' }}
      />
      <TextField
        {...textField}
        onChange={field.onChange}
        value={field.value ?? ''}
        label={label}
        required={required}
        fullWidth
        slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'off', 'aria-invalid': textField.error } }}
      />
    </Stack>
  );
}
