import { courseTypeInputSchema, type CourseType } from '@app/domain';
import { Grid } from '@mui/material';
import { useTranslation } from '../../lib/i18n';
import { NumberInput } from '../../components/form/NumberInput';
import { useRecordForm } from '../../components/form/record-form';
import { useRecordId } from '../../components/form/useRecordId';
import { COURSE_TYPE_ENDPOINT } from './api';
import { CatalogueForm } from './CatalogueForm';

const LIST = '/be/courseType';

export function CourseTypeForm() {
  const { t } = useTranslation();
  const id = useRecordId();
  const record = useRecordForm({
    endpoint: COURSE_TYPE_ENDPOINT,
    id,
    schema: courseTypeInputSchema,
    empty: { name: '', name_it: '', sort_order: 0 },
    toValues: (row: CourseType) => ({ name: row.name, name_it: row.name_it, sort_order: row.sort_order }),
    listPath: LIST,
  });
  const { control } = record.form;
  return (
    <CatalogueForm kind="courseType" id={id} listPath={LIST} record={record} nameColumns={5}>
      <Grid size={{ xs: 12, sm: 2 }}>
        <NumberInput control={control} name="sort_order" label={t('catalogue.courseType.fields.sort_order')} required />
      </Grid>
    </CatalogueForm>
  );
}
