import { locationInputSchema, type Location } from '@app/domain';
import { Grid } from '@mui/material';
import { useTranslation } from '../../lib/i18n';
import { formTexts } from '../../components/form/form-texts';
import { useRecordForm } from '../../components/form/record-form';
import { TextInput } from '../../components/form/TextInput';
import { useRecordId } from '../../components/form/useRecordId';
import { LOCATION_ENDPOINT } from './api';
import { CatalogueForm } from './CatalogueForm';

const LIST = '/be/locations';
const ADDRESS = ['address', 'plz', 'place'] as const;

export function LocationForm() {
  const { t } = useTranslation();
  const id = useRecordId();
  const record = useRecordForm({
    endpoint: LOCATION_ENDPOINT,
    id,
    schema: locationInputSchema,
    empty: { name: '', name_it: '', ...formTexts(ADDRESS) },
    toValues: (row: Location) => ({ name: row.name, name_it: row.name_it, ...formTexts(ADDRESS, row) }),
    listPath: LIST,
  });
  const { control } = record.form;
  const label = (name: string) => t(`catalogue.location.fields.${name}`);
  return (
    <CatalogueForm kind="location" id={id} listPath={LIST} record={record}>
      <Grid size={12}>
        <TextInput control={control} name="address" label={label('address')} autoComplete="street-address" />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextInput control={control} name="plz" label={label('plz')} autoComplete="postal-code" />
      </Grid>
      <Grid size={{ xs: 12, sm: 8 }}>
        <TextInput control={control} name="place" label={label('place')} autoComplete="address-level2" />
      </Grid>
    </CatalogueForm>
  );
}
