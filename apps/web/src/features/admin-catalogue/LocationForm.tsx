import { locationInputSchema, type Location } from '@app/domain';
import { Grid } from '@mui/material';
import { useTranslation } from '../../lib/i18n';
import { FormActions } from '../../components/form/FormActions';
import { useRecordForm } from '../../components/form/record-form';
import { TextInput } from '../../components/form/TextInput';
import { Loading } from '../../components/Loading';
import { Page } from '../../components/Page';
import { NotFoundPage } from '../errors';
import { useRecordId } from '../../components/form/useRecordId';
import { LOCATION_ENDPOINT } from './api';

const LIST = '/be/locations';

export function LocationForm() {
  const { t } = useTranslation();
  const id = useRecordId();
  const { form, loading, notFound, saving, submit } = useRecordForm({
    endpoint: LOCATION_ENDPOINT,
    id,
    schema: locationInputSchema,
    empty: { name: '', name_it: '', address: '', plz: '', place: '' },
    toValues: (row: Location) => ({ name: row.name, name_it: row.name_it, address: row.address ?? '', plz: row.plz ?? '', place: row.place ?? '' }),
    listPath: LIST,
  });
  if (notFound) return <NotFoundPage />;
  if (loading) return <Loading />;
  const label = (name: string) => t(`catalogue.location.fields.${name}`);
  return (
    <Page title={id ? t('catalogue.location.one') : t('catalogue.location.create')}>
      <form onSubmit={submit} noValidate>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextInput control={form.control} name="name" label={label('name')} required />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextInput control={form.control} name="name_it" label={label('name_it')} required />
          </Grid>
          <Grid size={12}>
            <TextInput control={form.control} name="address" label={label('address')} autoComplete="street-address" />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextInput control={form.control} name="plz" label={label('plz')} autoComplete="postal-code" />
          </Grid>
          <Grid size={{ xs: 12, sm: 8 }}>
            <TextInput control={form.control} name="place" label={label('place')} autoComplete="address-level2" />
          </Grid>
        </Grid>
        <FormActions backTo={LIST} saving={saving} />
      </form>
    </Page>
  );
}
