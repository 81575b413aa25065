import {
  adminChildCreateSchema,
  adminChildUpdateSchema,
  formatDate,
  LANGUAGE_NAMES,
  LANGUAGES,
  SCHOOLS,
  type AdminChildCreateInput,
  type AdminChildDetail,
  type AdminPersonDetail,
  type ParentOption,
} from '@app/domain';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Divider, Grid, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { FormActions } from '../../components/form/FormActions';
import { fieldMessage } from '../../components/form/messages';
import { useRecordForm } from '../../components/form/record-form';
import { SelectInput } from '../../components/form/SelectInput';
import { SwitchInput } from '../../components/form/SwitchInput';
import { TaxCodeField } from '../../components/form/TaxCodeField';
import { TextInput } from '../../components/form/TextInput';
import { useRecordId } from '../../components/form/useRecordId';
import { Loading } from '../../components/Loading';
import { Page } from '../../components/Page';
import { api } from '../../lib/api-client';
import { currentLanguage } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { NotFoundPage } from '../errors';
import { Registrations } from '../admin-people';
import { ChildParents } from './ChildParents';
import { ParentPicker } from './ParentPicker';

const LIST = '/be/child';
const half = { xs: 12, sm: 6 } as const;

/**
 * /be/child/create and /be/child/{id} (back-office specification sections 2, 3 and 5): the child's fields, birth
 * and gender read from the tax code, which is given once. A new child is created for a parent (picked, or the
 * person it was added from: `?parent=`); a saved one lists its parents, with add and remove, and its current
 * course weeks. The health fields are there only for roles with child.health.
 */
export function ChildForm() {
  const { t } = useTranslation();
  const id = useRecordId();
  const { can } = useSession();
  const health = can('child.health');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const fromParent = Number(params.get('parent')) || undefined;
  // undefined until the user picks: then the person the child was added from is shown.
  const [picked, setPicked] = useState<ParentOption | null | undefined>(undefined);

  const { form, record, loading, notFound, saving, submit } = useRecordForm({
    endpoint: '/api/child',
    id,
    // The update schema drops what cannot change (tax code, parent) from the values sent.
    schema: (id === undefined ? adminChildCreateSchema : adminChildUpdateSchema) as typeof adminChildCreateSchema,
    empty: {
      first_name: '',
      last_name: '',
      tax: '',
      lang: currentLanguage(),
      phone: '',
      phone_child: '',
      whatsapp_infos: false,
      school: '' as AdminChildCreateInput['school'],
      ...(health ? { with_diagnostics: false, risk_group: false } : {}),
      parent_id: fromParent,
    },
    toValues: (row: AdminChildDetail): AdminChildCreateInput => ({
      first_name: row.first_name,
      last_name: row.last_name,
      tax: row.tax,
      lang: row.lang,
      phone: row.phone,
      phone_child: row.phone_child ?? '',
      whatsapp_infos: row.whatsapp_infos,
      school: row.school,
      with_diagnostics: row.with_diagnostics,
      risk_group: row.risk_group,
      parent_id: row.parents[0]?.id ?? 0,
    }),
    listPath: LIST,
    onSaved: (saved, created) => {
      if (created) void navigate(fromParent ? `/be/person/${fromParent}/show` : `/be/child/${saved.id}`);
    },
  });

  // Added from a person's page: that person is the parent, shown in the picker.
  const person = useQuery({
    queryKey: ['record', '/api/parent', fromParent],
    queryFn: ({ signal }) => api.get<{ data: AdminPersonDetail }>(`/api/parent/${fromParent}`, { signal }).then((answer) => answer.data),
    enabled: id === undefined && fromParent !== undefined && can('person.view'),
  });
  const fromPerson: ParentOption | null = person.data
    ? (({ id: personId, first_name, last_name, display_name, place, email, tax }) => ({ id: personId, first_name, last_name, display_name, place, email, tax }))(person.data)
    : null;
  const parent = picked === undefined ? fromPerson : picked;
  // A child mostly carries the family name: offered, never overwriting what was typed.
  useEffect(() => {
    if (person.data && !form.getValues('last_name')) form.setValue('last_name', person.data.last_name);
  }, [person.data, form]);

  // Specification section 5: a child whose tax code gives no birth date is refused with the "Fehler" dialog.
  const [taxInvalid, setTaxInvalid] = useState(false);
  const onSubmit = async (event: FormEvent) => {
    await submit(event);
    const message = form.getFieldState('tax').error?.message;
    if (message === 'tax_code_invalid' || message === 'tax_code_length') setTaxInvalid(true);
  };

  if (notFound) return <NotFoundPage />;
  if (loading) return <Loading />;
  const { control } = form;
  const label = (name: string) => t(`child.fields.${name}`);
  const readOnly = { htmlInput: { readOnly: true }, input: { sx: { bgcolor: 'action.hover' } } };

  return (
    <Page title={record ? record.display_name : t('people.child.create')}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Grid container spacing={2}>
          {record ? null : (
            <Grid size={12}>
              <Controller
                control={control}
                name="parent_id"
                render={({ fieldState, field }) => (
                  <ParentPicker
                    id="parent_id"
                    label={t('people.child.parent')}
                    required
                    value={parent}
                    onChange={(option) => {
                      setPicked(option);
                      field.onChange(option?.id);
                    }}
                    error={fieldState.error ? fieldMessage(t, fieldState.error.message) : undefined}
                  />
                )}
              />
            </Grid>
          )}
          <Grid size={half}>
            <TextInput control={control} name="first_name" label={label('first_name')} required autoComplete="off" />
          </Grid>
          <Grid size={half}>
            <TextInput control={control} name="last_name" label={label('last_name')} required autoComplete="off" />
          </Grid>
          <Grid size={12}>
            {record ? (
              <Grid container spacing={2}>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <TextField id="tax" label={label('tax')} value={record.tax} fullWidth disabled helperText={t('people.child.tax_fixed')} />
                </Grid>
                <Grid size={{ xs: 12, sm: 3 }}>
                  <TextField id="tax-gender" label={label('gender')} value={t(`people.gender.${record.gender}`)} fullWidth slotProps={readOnly} />
                </Grid>
                <Grid size={{ xs: 12, sm: 3 }}>
                  <TextField id="tax-birth" label={label('birth')} value={formatDate(record.birth)} fullWidth slotProps={readOnly} />
                </Grid>
              </Grid>
            ) : (
              <TaxCodeField control={control} name="tax" />
            )}
          </Grid>
          <Grid size={half}>
            <SelectInput
              control={control}
              name="lang"
              label={label('lang')}
              required
              choices={LANGUAGES.map((lang) => ({ value: lang, label: LANGUAGE_NAMES[lang] }))}
            />
          </Grid>
          <Grid size={half}>
            <SelectInput
              control={control}
              name="school"
              label={label('school')}
              required
              choices={SCHOOLS.map((school) => ({ value: school, label: t(`child.school.${school}`) }))}
            />
          </Grid>
          <Grid size={half}>
            <TextInput control={control} name="phone" type="tel" label={label('phone')} required autoComplete="off" />
          </Grid>
          <Grid size={half}>
            <TextInput control={control} name="phone_child" type="tel" label={label('phone_child')} autoComplete="off" />
          </Grid>
          <Grid size={12}>
            <SwitchInput control={control} name="whatsapp_infos" label={label('whatsapp_infos')} />
          </Grid>
          {health ? (
            <Grid size={12}>
              <Typography variant="subtitle2" component="h3">
                {t('people.child.health')}
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 3 }}>
                <SwitchInput control={control} name="with_diagnostics" label={label('with_diagnostics')} />
                <SwitchInput control={control} name="risk_group" label={label('risk_group')} />
              </Stack>
            </Grid>
          ) : null}
        </Grid>
        <FormActions backTo={LIST} saving={saving} />
      </form>
      {record ? (
        <>
          <Divider sx={{ my: 3 }} />
          <ChildParents child={record} />
          <Divider sx={{ my: 3 }} />
          <Typography variant="h6" component="h2" gutterBottom>
            {t('people.child.current_weeks')}
          </Typography>
          <Registrations rows={record.course_weeks} showChild={false} />
        </>
      ) : null}
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
    </Page>
  );
}
