import { Grid } from '@mui/material';
import type { Control, FieldValues } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n';
import { TaxCodeField } from './TaxCodeField';
import { TextInput } from './TextInput';

const half = { xs: 12, sm: 6 } as const;

interface NameValues extends FieldValues {
  first_name: string;
  last_name: string;
}

interface NameProps<T extends NameValues> {
  control: Control<T>;
  /** The person's own name (sign-up): the browser may fill it in. The office types other people's names. */
  own?: boolean;
}

/** First and last name side by side: grid items for a `Grid container spacing={2}`. */
export function NameFields<T extends NameValues>({ control, own = false }: NameProps<T>) {
  const { t } = useTranslation();
  // The names are fields of every form this serves; Path<T> of a generic T cannot show it.
  const fields = control as unknown as Control<NameValues>;
  return (
    <>
      <Grid size={half}>
        <TextInput control={fields} name="first_name" label={t('people.fields.first_name')} required autoComplete={own ? 'given-name' : 'off'} />
      </Grid>
      <Grid size={half}>
        <TextInput control={fields} name="last_name" label={t('people.fields.last_name')} required autoComplete={own ? 'family-name' : 'off'} />
      </Grid>
    </>
  );
}

/**
 * Who a parent is (sign-up, back-office person): name and tax code, birth and gender read from the code.
 * Grid items for a `Grid container spacing={2}`.
 */
export function PersonFields<T extends NameValues & { tax: string }>({ control, own = false }: NameProps<T>) {
  return (
    <>
      <NameFields control={control} own={own} />
      <Grid size={12}>
        <TaxCodeField control={control as unknown as Control<NameValues & { tax: string }>} name="tax" />
      </Grid>
    </>
  );
}
