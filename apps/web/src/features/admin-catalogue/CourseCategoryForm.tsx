import { type CourseCategory, courseCategoryInputSchema, localName, toLanguage } from '@app/domain';
import { Grid } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n';
import { FormActions } from '../../components/form/FormActions';
import { useRecordForm } from '../../components/form/record-form';
import { SelectInput } from '../../components/form/SelectInput';
import { TextInput } from '../../components/form/TextInput';
import { Loading } from '../../components/Loading';
import { Page } from '../../components/Page';
import { NotFoundPage } from '../errors';
import { useRecordId } from '../../components/form/useRecordId';
import { COURSE_CATEGORY_ENDPOINT, topLevelCategoriesQuery } from './api';

const LIST = '/be/courseCategory';

export function CourseCategoryForm() {
  const { t, i18n } = useTranslation();
  const id = useRecordId();
  const { form, loading, notFound, saving, submit } = useRecordForm({
    endpoint: COURSE_CATEGORY_ENDPOINT,
    id,
    schema: courseCategoryInputSchema,
    empty: { name: '', name_it: '', description: '', description_it: '', course_category_id: null },
    toValues: (row: CourseCategory) => ({
      name: row.name,
      name_it: row.name_it,
      description: row.description,
      description_it: row.description_it,
      course_category_id: row.course_category_id,
    }),
    listPath: LIST,
  });
  // Only a top-level category other than this one can be the parent.
  const parents = useQuery(topLevelCategoriesQuery);
  if (notFound) return <NotFoundPage />;
  if (loading) return <Loading />;
  const label = (name: string) => t(`catalogue.courseCategory.fields.${name}`);
  const choices = (parents.data?.data ?? [])
    .filter((category) => category.id !== id)
    .map((category) => ({ value: category.id, label: localName(category, toLanguage(i18n.language)) }));
  return (
    <Page title={id ? t('catalogue.courseCategory.one') : t('catalogue.courseCategory.create')}>
      <form onSubmit={submit} noValidate>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextInput control={form.control} name="name" label={label('name')} required />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextInput control={form.control} name="name_it" label={label('name_it')} required />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextInput control={form.control} name="description" label={label('description')} required multiline minRows={3} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextInput control={form.control} name="description_it" label={label('description_it')} required multiline minRows={3} />
          </Grid>
          <Grid size={12}>
            <SelectInput
              control={form.control}
              name="course_category_id"
              label={label('course_category_id')}
              choices={choices}
              emptyLabel={t('catalogue.courseCategory.no_parent')}
            />
          </Grid>
        </Grid>
        <FormActions backTo={LIST} saving={saving} />
      </form>
    </Page>
  );
}
