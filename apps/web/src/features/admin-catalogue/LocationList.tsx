import type { Location } from '@app/domain';
import { useTranslation } from '../../lib/i18n';
import { ResourceList } from '../../components/list/ResourceList';
import { Page } from '../../components/Page';

export function LocationList() {
  const { t } = useTranslation();
  const field = (name: string) => t(`catalogue.location.fields.${name}`);
  return (
    <Page title={t('catalogue.location.title')} width="lg">
      <ResourceList<Location>
        endpoint="/api/location"
        initial={{ sorting: [{ id: 'name', desc: false }] }}
        columns={['name', 'name_it', 'address', 'plz', 'place'].map((key) => ({ key, header: field(key) }))}
        rowLabel={(row) => row.name}
        create={{ path: '/be/locations/create', permission: 'location.create', label: t('catalogue.location.create') }}
        edit={{ path: (row) => `/be/locations/${row.id}`, permission: 'location.update' }}
        remove={{ permission: 'location.delete' }}
      />
    </Page>
  );
}
