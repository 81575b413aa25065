import { LANGUAGE_NAMES, LANGUAGES, personInputSchema, type AdminPersonDetail, type PersonInput } from '@app/domain';
import { Alert, Grid } from '@mui/material';
import { currentLanguage, useTranslation } from '../../lib/i18n';
import { FormActions } from '../../components/form/FormActions';
import { formTexts } from '../../components/form/form-texts';
import { PersonFields } from '../../components/form/PersonFields';
import { useRecordForm } from '../../components/form/record-form';
import { SelectInput } from '../../components/form/SelectInput';
import { TextInput } from '../../components/form/TextInput';
import { useRecordId } from '../../components/form/useRecordId';
import { Loading } from '../../components/Loading';
import { Page } from '../../components/Page';
import { NotFoundPage } from '../errors';
import { PARENT_ENDPOINT } from './api';

const LIST = '/be/person';
const half = { xs: 12, sm: 6 } as const;

const TEXTS = ['address', 'plz', 'place', 'tax', 'email', 'phone'] as const;

const toValues = (row: AdminPersonDetail): PersonInput => ({
  first_name: row.first_name,
  last_name: row.last_name,
  ...formTexts(TEXTS, row),
  lang: row.lang,
  privacy_photo: row.privacy_photo,
});

/**
 * /be/person/create and /be/person/{id}: the person's fields (sections 3 and 5), birth and gender read from the
 * tax code. A person created here has no login until the family signs up with its e-mail.
 */
export function PersonForm() {
  const { t } = useTranslation();
  const id = useRecordId();
  const { form, record, loading, notFound, saving, submit } = useRecordForm({
    endpoint: PARENT_ENDPOINT,
    id,
    schema: personInputSchema,
    empty: { first_name: '', last_name: '', ...formTexts(TEXTS), lang: currentLanguage(), privacy_photo: 'no' },
    toValues,
    listPath: LIST,
  });
  if (notFound) return <NotFoundPage />;
  if (loading) return <Loading />;
  const { control } = form;
  const label = (name: string) => t(`people.fields.${name}`);
  return (
    <Page title={record ? record.display_name : t('people.create')}>
      {record?.has_login ? null : <Alert severity="info" sx={{ mb: 2 }}>{t('people.no_login')}</Alert>}
      <form onSubmit={submit} noValidate>
        <Grid container spacing={2}>
          <PersonFields control={control} />
          <Grid size={12}>
            <TextInput control={control} name="address" label={label('address')} required autoComplete="off" />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextInput control={control} name="plz" label={label('plz')} autoComplete="off" />
          </Grid>
          <Grid size={{ xs: 12, sm: 8 }}>
            <TextInput control={control} name="place" label={label('place')} autoComplete="off" />
          </Grid>
          <Grid size={half}>
            <TextInput
              control={control}
              name="email"
              type="email"
              label={label('email')}
              required
              autoComplete="off"
              helperText={record?.has_login ? t('people.email_locked') : undefined}
            />
          </Grid>
          <Grid size={half}>
            <TextInput control={control} name="phone" type="tel" label={label('phone')} autoComplete="off" />
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
              name="privacy_photo"
              label={label('privacy_photo')}
              choices={(['yes', 'no'] as const).map((value) => ({ value, label: t(`people.privacy_photo.${value}`) }))}
            />
          </Grid>
        </Grid>
        <FormActions backTo={LIST} saving={saving} />
      </form>
    </Page>
  );
}
