import { formatDate, LANGUAGE_NAMES, LANGUAGES, SCHOOLS, type FamilyChild } from '@app/domain';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Grid, Stack, TextField, Typography } from '@mui/material';
import type { Control, FieldValues } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n';
import { fieldMessage } from './messages';
import { NameFields } from './PersonFields';
import { SelectInput } from './SelectInput';
import { SwitchInput } from './SwitchInput';
import { TaxCodeField } from './TaxCodeField';
import { TextInput } from './TextInput';

const half = { xs: 12, sm: 6 } as const;

interface ChildValues extends FieldValues {
  first_name: string;
  last_name: string;
  tax: string;
  phone: string;
}

type SavedTax = Pick<FamilyChild, 'tax' | 'gender' | 'birth'>;

interface Props<T extends ChildValues> {
  control: Control<T>;
  /** The saved child: its tax code is shown with birth and gender and never changes. Null while adding one. */
  saved: SavedTax | null;
  /** The heading of the health switches; without one (no child.health) they are left out. */
  healthTitle?: string;
  /** 'tel' where the family types its own phone, 'off' where the office types a family's. */
  phoneAutoComplete: 'tel' | 'off';
}

/**
 * A child's fields (specification sections 2, 3 and 5), for the family's child dialog and the back-office
 * child form: grid items for a `Grid container spacing={2}`.
 */
export function ChildFields<T extends ChildValues>({ control, saved, healthTitle, phoneAutoComplete }: Props<T>) {
  const { t } = useTranslation();
  // The names below are fields of every child form; Path<T> of a generic T cannot show it.
  const fields = control as unknown as Control<ChildValues>;
  return (
    <>
      <NameFields control={fields} />
      <Grid size={12}>{saved ? <SavedTaxCode child={saved} /> : <TaxCodeField control={fields} name="tax" />}</Grid>
      <Grid size={half}>
        <SelectInput
          control={fields}
          name="lang"
          label={t('child.fields.lang')}
          required
          choices={LANGUAGES.map((lang) => ({ value: lang, label: LANGUAGE_NAMES[lang] }))}
        />
      </Grid>
      <Grid size={half}>
        <SelectInput
          control={fields}
          name="school"
          label={t('child.fields.school')}
          required
          choices={SCHOOLS.map((school) => ({ value: school, label: t(`child.school.${school}`) }))}
        />
      </Grid>
      <Grid size={half}>
        <TextInput control={fields} name="phone" type="tel" label={t('child.fields.phone')} required autoComplete={phoneAutoComplete} />
      </Grid>
      <Grid size={half}>
        <TextInput control={fields} name="phone_child" type="tel" label={t('child.fields.phone_child')} autoComplete="off" />
      </Grid>
      <Grid size={12}>
        <SwitchInput control={fields} name="whatsapp_infos" label={t('child.fields.whatsapp_infos')} />
      </Grid>
      {healthTitle ? (
        <Grid size={12}>
          <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
            {healthTitle}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 3 }}>
            <SwitchInput control={fields} name="with_diagnostics" label={t('child.fields.with_diagnostics')} />
            <SwitchInput control={fields} name="risk_group" label={t('child.fields.risk_group')} />
          </Stack>
        </Grid>
      ) : null}
    </>
  );
}

/** A saved child's tax code with birth and gender: shown, never changed. */
function SavedTaxCode({ child }: { child: SavedTax }) {
  const { t } = useTranslation();
  const readOnly = { htmlInput: { readOnly: true }, input: { sx: { bgcolor: 'action.hover' } } };
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField id="tax" label={t('child.fields.tax')} value={child.tax} fullWidth disabled helperText={t('child.tax_fixed')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 3 }}>
        <TextField id="tax-gender" label={t('child.fields.gender')} value={t(`people.gender.${child.gender}`)} fullWidth slotProps={readOnly} />
      </Grid>
      <Grid size={{ xs: 12, sm: 3 }}>
        <TextField id="tax-birth" label={t('child.fields.birth')} value={formatDate(child.birth)} fullWidth slotProps={readOnly} />
      </Grid>
    </Grid>
  );
}

/** Whether a tax-code message is one of the two that the specification's "Fehler" dialog announces (section 5). */
export const refusesTaxCode = (message: string | undefined) => message === 'tax_code_invalid' || message === 'tax_code_length';

/** The specification's "Fehler" dialog: a child whose tax code gives no birth date is not saved (section 5). */
export function TaxCodeErrorDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="child-tax-error-title" aria-describedby="child-tax-error-text">
      <DialogTitle id="child-tax-error-title">{t('child.error_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="child-tax-error-text">{fieldMessage(t, 'tax_code_invalid')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t('shell.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
