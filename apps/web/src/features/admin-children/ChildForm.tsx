import {
  adminChildCreateSchema,
  adminChildUpdateSchema,
  type AdminChildCreateInput,
  type AdminChildDetail,
  type ParentOption,
} from '@app/domain';
import { Divider, Grid, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { Controller } from 'react-hook-form';
import { currentLanguage, useTranslation } from '../../lib/i18n';
import { useNavigate, useSearchParams } from 'react-router';
import { ChildFields, refusesTaxCode, TaxCodeErrorDialog } from '../../components/form/ChildFields';
import { FormActions } from '../../components/form/FormActions';
import { fieldMessage } from '../../components/form/messages';
import { useRecordForm } from '../../components/form/record-form';
import { useRecordId } from '../../components/form/useRecordId';
import { Loading } from '../../components/Loading';
import { Page } from '../../components/Page';
import { useSession } from '../../lib/session';
import { NotFoundPage } from '../errors';
import { personQuery, Registrations } from '../admin-people';
import { CHILD_ENDPOINT } from './api';
import { ChildParents } from './ChildParents';
import { ParentPicker } from './ParentPicker';

const LIST = '/be/child';

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
    endpoint: CHILD_ENDPOINT,
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
    ...personQuery(fromParent ?? 0),
    enabled: id === undefined && fromParent !== undefined && can('person.view'),
  });
  const fromPerson: ParentOption | null = person.data
    ? (({ id: personId, first_name, last_name, display_name, place }) => ({ id: personId, first_name, last_name, display_name, place }))(person.data)
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
    if (refusesTaxCode(form.getFieldState('tax').error?.message)) setTaxInvalid(true);
  };

  if (notFound) return <NotFoundPage />;
  if (loading) return <Loading />;
  const { control } = form;

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
          <ChildFields control={control} saved={record ?? null} healthTitle={health ? t('people.child.health') : undefined} phoneAutoComplete="off" />
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
      <TaxCodeErrorDialog open={taxInvalid} onClose={() => setTaxInvalid(false)} />
    </Page>
  );
}
