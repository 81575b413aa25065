import { decodeTaxCode, formatDate, type DerivedGender } from '@app/domain';
import { Grid, TextField } from '@mui/material';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n';
import { fieldMessage } from './messages';

/** Birth and gender as a tax code tells them; both empty while the code is incomplete or wrong. */
export function deriveFromTaxCode(code: string): { birth: string; gender: DerivedGender | '' } {
  const result = decodeTaxCode(code);
  return result.valid ? { birth: result.birth, gender: result.gender } : { birth: '', gender: '' };
}

/** Tax codes hold no spaces and are written in capitals; pasted codes often bring a trailing space. */
function normalize(input: HTMLInputElement): string {
  const next = input.value.replace(/\s+/g, '').toUpperCase();
  if (next !== input.value) {
    // Writing the value here, not through React, keeps the caret where the parent is typing.
    const caret = Math.min(input.selectionStart ?? next.length, next.length);
    input.value = next;
    input.setSelectionRange(caret, caret);
  }
  return next;
}

interface Props<T extends FieldValues> {
  name: Path<T>;
  control: Control<T>;
}

/**
 * The tax code with the gender and birth date read from it as it is typed. Gender and birth are never typed:
 * they are shown read-only and the server derives them again from the code.
 */
export function TaxCodeField<T extends FieldValues>({ name, control }: Props<T>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ name, control });
  const { birth, gender } = deriveFromTaxCode(String(field.value ?? ''));
  const readOnly = { htmlInput: { readOnly: true }, input: { sx: { bgcolor: 'action.hover' } } };

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          id={name}
          name={field.name}
          inputRef={field.ref}
          value={field.value ?? ''}
          onChange={(event) => field.onChange(normalize(event.target as HTMLInputElement))}
          onBlur={field.onBlur}
          label={t('signup.fields.tax')}
          required
          fullWidth
          autoComplete="off"
          error={fieldState.invalid}
          helperText={fieldState.error ? fieldMessage(t, fieldState.error.message) : t('signup.hints.tax')}
          slotProps={{
            htmlInput: { 'aria-invalid': fieldState.invalid, autoCapitalize: 'characters', spellCheck: false },
          }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 3 }}>
        <TextField
          id={`${name}-gender`}
          label={t('signup.fields.gender')}
          value={gender ? t(`signup.gender.${gender}`) : ''}
          fullWidth
          slotProps={readOnly}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 3 }}>
        <TextField
          id={`${name}-birth`}
          label={t('signup.fields.birth')}
          value={formatDate(birth)}
          fullWidth
          slotProps={readOnly}
        />
      </Grid>
    </Grid>
  );
}
