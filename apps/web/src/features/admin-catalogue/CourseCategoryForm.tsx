import { type CourseCategory, courseCategoryInputSchema, localName, toLanguage } from '@app/domain';
import { Grid } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n';
import { useRecordForm } from '../../components/form/record-form';
import { SelectInput } from '../../components/form/SelectInput';
import { TextInput } from '../../components/form/TextInput';
import { useRecordId } from '../../components/form/useRecordId';
import { COURSE_CATEGORY_ENDPOINT, topLevelCategoriesQuery } from './api';
import { CatalogueForm } from './CatalogueForm';

const LIST = '/be/courseCategory';

export function CourseCategoryForm() {
  const { t, i18n } = useTranslation();
  const id = useRecordId();
  const record = useRecordForm({
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
  const { control } = record.form;
  // Only a top-level category other than this one can be the parent.
  const parents = useQuery(topLevelCategoriesQuery);
  const label = (name: string) => t(`catalogue.courseCategory.fields.${name}`);
  const choices = (parents.data?.data ?? [])
    .filter((category) => category.id !== id)
    .map((category) => ({ value: category.id, label: localName(category, toLanguage(i18n.language)) }));
  return (
    <CatalogueForm kind="courseCategory" id={id} listPath={LIST} record={record}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextInput control={control} name="description" label={label('description')} required multiline minRows={3} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextInput control={control} name="description_it" label={label('description_it')} required multiline minRows={3} />
      </Grid>
      <Grid size={12}>
        <SelectInput
          control={control}
          name="course_category_id"
          label={label('course_category_id')}
          choices={choices}
          emptyLabel={t('catalogue.courseCategory.no_parent')}
        />
      </Grid>
    </CatalogueForm>
  );
}
