import { localName, toLanguage } from '@app/domain';
import type { CourseCategory } from '@app/domain';
import { useTranslation } from '../../lib/i18n';
import { ResourceList } from '../../components/list/ResourceList';
import { Page } from '../../components/Page';
import { COURSE_CATEGORY_ENDPOINT } from './api';

export function CourseCategoryList() {
  const { t, i18n } = useTranslation();
  const field = (name: string) => t(`catalogue.courseCategory.fields.${name}`);
  return (
    <Page title={t('catalogue.courseCategory.title')} width="lg">
      <ResourceList<CourseCategory>
        endpoint={COURSE_CATEGORY_ENDPOINT}
        initial={{ sorting: [{ id: 'name', desc: false }] }}
        columns={[
          { key: 'name', header: field('name') },
          { key: 'name_it', header: field('name_it') },
          {
            key: 'parent_name',
            header: field('parent_name'),
            render: (row) => (row.parent ? localName(row.parent, toLanguage(i18n.language)) : ''),
          },
        ]}
        rowLabel={(row) => row.name}
        create={{ path: '/be/courseCategory/create', permission: 'courseCategory.create', label: t('catalogue.courseCategory.create') }}
        edit={{ path: (row) => `/be/courseCategory/${row.id}`, permission: 'courseCategory.update' }}
        remove={{ permission: 'courseCategory.delete' }}
      />
    </Page>
  );
}
