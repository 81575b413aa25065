import { courseTypeInputSchema, type CourseType } from '@app/domain';
import { Grid } from '@mui/material';
import { useTranslation } from '../../lib/i18n';
import { FormActions } from '../../components/form/FormActions';
import { NumberInput } from '../../components/form/NumberInput';
import { useRecordForm } from '../../components/form/record-form';
import { TextInput } from '../../components/form/TextInput';
import { Loading } from '../../components/Loading';
import { Page } from '../../components/Page';
import { NotFoundPage } from '../errors';
import { useRecordId } from '../../components/form/useRecordId';
import { COURSE_TYPE_ENDPOINT } from './api';

const LIST = '/be/courseType';

export function CourseTypeForm() {
  const { t } = useTranslation();
  const id = useRecordId();
  const { form, loading, notFound, saving, submit } = useRecordForm({
    endpoint: COURSE_TYPE_ENDPOINT,
    id,
    schema: courseTypeInputSchema,
    empty: { name: '', name_it: '', sort_order: 0 },
    toValues: (row: CourseType) => ({ name: row.name, name_it: row.name_it, sort_order: row.sort_order }),
    listPath: LIST,
  });
  if (notFound) return <NotFoundPage />;
  if (loading) return <Loading />;
  const label = (name: string) => t(`catalogue.courseType.fields.${name}`);
  return (
    <Page title={id ? t('catalogue.courseType.one') : t('catalogue.courseType.create')}>
      <form onSubmit={submit} noValidate>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 5 }}>
            <TextInput control={form.control} name="name" label={label('name')} required />
          </Grid>
          <Grid size={{ xs: 12, sm: 5 }}>
            <TextInput control={form.control} name="name_it" label={label('name_it')} required />
          </Grid>
          <Grid size={{ xs: 12, sm: 2 }}>
            <NumberInput control={form.control} name="sort_order" label={label('sort_order')} required />
          </Grid>
        </Grid>
        <FormActions backTo={LIST} saving={saving} />
      </form>
    </Page>
  );
}
