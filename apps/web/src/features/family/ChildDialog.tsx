import { childCreateSchema, childUpdateSchema, formatDate, LANGUAGE_NAMES, LANGUAGES, SCHOOLS, type ChildCreateInput, type FamilyChild } from '@app/domain';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Grid,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { currentLanguage, useTranslation } from '../../lib/i18n';
import { fieldMessage } from '../../components/form/messages';
import { formResolver } from '../../components/form/resolver';
import { SelectInput } from '../../components/form/SelectInput';
import { applyServerErrors } from '../../components/form/server-errors';
import { SwitchInput } from '../../components/form/SwitchInput';
import { TextInput } from '../../components/form/TextInput';
import { useNotify } from '../../lib/notifications';
import { useSession } from '../../lib/session';
import { deriveFromTaxCode, TaxCodeField } from '../../components/form/TaxCodeField';
import { useSaveChild } from './api';

type ChildValues = ChildCreateInput;

const half = { xs: 12, sm: 6 } as const;

/**
 * The schema of the call (create or update) plus the specification's rule that a child is saved only once a
 * birth date could be read from its tax code (section 5); the tax code of a saved child cannot change.
 */
function childResolver(isNew: boolean): Resolver<ChildValues> {
  const schemaResolver = formResolver(isNew ? childCreateSchema : childUpdateSchema) as unknown as Resolver<ChildValues>;
  return async (values, context, options) => {
    const result = await schemaResolver(values, context, options);
    if (!isNew || deriveFromTaxCode(values.tax).birth) return result;
    return { values: {}, errors: { ...result.errors, tax: { type: 'validate', message: 'tax_code_invalid' } } };
  };
}

function initialValues(child: FamilyChild | null, parentPhone: string | null | undefined): ChildValues {
  return {
    first_name: child?.first_name ?? '',
    last_name: child?.last_name ?? '',
    tax: child?.tax ?? '',
    lang: child?.lang ?? currentLanguage(),
    phone: child?.phone ?? parentPhone ?? '',
    phone_child: child?.phone_child ?? '',
    whatsapp_infos: child?.whatsapp_infos ?? false,
    school: (child?.school ?? '') as ChildValues['school'],
    with_diagnostics: child?.with_diagnostics ?? false,
    risk_group: child?.risk_group ?? false,
  };
}

interface Props {
  open: boolean;
  /** The child to correct, or null to add one. */
  child: FamilyChild | null;
  onClose(): void;
  onSaved(child: FamilyChild): void;
}

/**
 * Adds or corrects a child of the family (specification sections 2, 3 and 5): 800 wide, full screen on a
 * phone. Birth and gender are read from the tax code and shown read-only; the tax code is given once.
 * Saving confirms the child's data for the year (needs_update).
 */
export function ChildDialog({ open, child, onClose, onSaved }: Props) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} fullScreen={phone} fullWidth maxWidth={false} aria-labelledby={titleId} slotProps={{ paper: { sx: { maxWidth: { sm: 800 } } } }}>
      <DialogTitle id={titleId}>{child ? t('child.title_edit') : t('child.title_new')}</DialogTitle>
      {/* Mounted per opening: the form starts from the child it is opened for. */}
      {open ? <ChildForm child={child} onClose={onClose} onSaved={onSaved} /> : null}
    </Dialog>
  );
}

function ChildForm({ child, onClose, onSaved }: Omit<Props, 'open'>) {
  const { t } = useTranslation();
  const notify = useNotify();
  const { user } = useSession();
  const save = useSaveChild();
  const isNew = child === null;
  const resolver = useMemo(() => childResolver(isNew), [isNew]);
  const form = useForm<ChildValues>({ resolver, defaultValues: initialValues(child, user?.people?.phone) });
  const { control } = form;
  const [taxInvalid, setTaxInvalid] = useState(false);

  const schoolChoices = SCHOOLS.map((school) => ({ value: school, label: t(`child.school.${school}`) }));
  const languageChoices = LANGUAGES.map((lang) => ({ value: lang, label: LANGUAGE_NAMES[lang] }));

  const onInvalid = (errors: FieldErrors<ChildValues>) => {
    // The specification's "Fehler" dialog: a child without a birth date read from the tax code is not saved.
    if (errors.tax?.message === 'tax_code_invalid' || errors.tax?.message === 'tax_code_length') setTaxInvalid(true);
  };
  const submit = (event: FormEvent) => {
    // The dialog is portalled but React events still bubble to a form around the opener (the booking dialog).
    event.stopPropagation();
    void form.handleSubmit((values) => {
      // The tax code of a saved child cannot change; the update call has no such field.
      const update = Object.fromEntries(Object.entries(values).filter(([field]) => field !== 'tax')) as Omit<ChildValues, 'tax'>;
      save.mutate(
        { id: child?.id ?? null, child: isNew ? values : update },
        {
          onSuccess: ({ message, data }) => {
            notify('success', message);
            onSaved(data);
          },
          onError: (error) => applyServerErrors(form, error),
        },
      );
    }, onInvalid)(event);
  };

  return (
    <>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'contents' }}>
        <DialogContent dividers>
          <Grid container spacing={2}>
            <Grid size={half}>
              <TextInput control={control} name="first_name" label={t('child.fields.first_name')} required autoComplete="off" />
            </Grid>
            <Grid size={half}>
              <TextInput control={control} name="last_name" label={t('child.fields.last_name')} required autoComplete="off" />
            </Grid>
            <Grid size={12}>
              {isNew ? <TaxCodeField control={control} name="tax" /> : <SavedTaxCode child={child} />}
            </Grid>
            <Grid size={half}>
              <SelectInput control={control} name="lang" label={t('child.fields.lang')} choices={languageChoices} required />
            </Grid>
            <Grid size={half}>
              <SelectInput control={control} name="school" label={t('child.fields.school')} choices={schoolChoices} required />
            </Grid>
            <Grid size={half}>
              <TextInput control={control} name="phone" label={t('child.fields.phone')} required type="tel" autoComplete="tel" />
            </Grid>
            <Grid size={half}>
              <TextInput control={control} name="phone_child" label={t('child.fields.phone_child')} type="tel" autoComplete="off" />
            </Grid>
            <Grid size={12}>
              <SwitchInput control={control} name="whatsapp_infos" label={t('child.fields.whatsapp_infos')} />
            </Grid>
            <Grid size={12}>
              <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
                {t('child.health')}
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 3 }}>
                <SwitchInput control={control} name="with_diagnostics" label={t('child.fields.with_diagnostics')} />
                <SwitchInput control={control} name="risk_group" label={t('child.fields.risk_group')} />
              </Stack>
            </Grid>
          </Grid>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 1.5 }}>
          <Button onClick={onClose} size="large">
            {t('form.cancel')}
          </Button>
          <Button type="submit" variant="contained" size="large" disabled={save.isPending}>
            {t('form.save')}
          </Button>
        </DialogActions>
      </Box>
      <Dialog open={taxInvalid} onClose={() => setTaxInvalid(false)} aria-labelledby="child-tax-error-title" aria-describedby="child-tax-error-text">
        <DialogTitle id="child-tax-error-title">{t('child.error_title')}</DialogTitle>
        <DialogContent>
          <DialogContentText id="child-tax-error-text">{fieldMessage(t, 'tax_code_invalid')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setTaxInvalid(false)} autoFocus>
            {t('shell.close')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** A saved child's tax code with birth and gender: shown, never changed. */
function SavedTaxCode({ child }: { child: FamilyChild }) {
  const { t } = useTranslation();
  const readOnly = { htmlInput: { readOnly: true }, input: { sx: { bgcolor: 'action.hover' } } };
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField id="tax" label={t('child.fields.tax')} value={child.tax} fullWidth disabled helperText={t('child.tax_fixed')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 3 }}>
        <TextField id="tax-gender" label={t('child.fields.gender')} value={t(`registration.gender.${child.gender}`)} fullWidth slotProps={readOnly} />
      </Grid>
      <Grid size={{ xs: 12, sm: 3 }}>
        <TextField id="tax-birth" label={t('child.fields.birth')} value={formatDate(child.birth)} fullWidth slotProps={readOnly} />
      </Grid>
    </Grid>
  );
}
