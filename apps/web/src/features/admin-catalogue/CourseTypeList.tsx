import type { CourseType } from '@app/domain';
import { useTranslation } from '../../lib/i18n';
import { ResourceList } from '../../components/list/ResourceList';
import { Page } from '../../components/Page';
import { COURSE_TYPE_ENDPOINT } from './api';

export function CourseTypeList() {
  const { t } = useTranslation();
  return (
    <Page title={t('catalogue.courseType.title')} width="lg">
      <ResourceList<CourseType>
        endpoint={COURSE_TYPE_ENDPOINT}
        columns={['name', 'name_it', 'sort_order'].map((key) => ({ key, header: t(`catalogue.courseType.fields.${key}`) }))}
        rowLabel={(row) => row.name}
        create={{ path: '/be/courseType/create', permission: 'courseType.create', label: t('catalogue.courseType.create') }}
        edit={{ path: (row) => `/be/courseType/${row.id}`, permission: 'courseType.update' }}
        remove={{ permission: 'courseType.delete' }}
      />
    </Page>
  );
}
