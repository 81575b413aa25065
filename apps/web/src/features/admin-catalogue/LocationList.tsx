import type { Location } from '@app/domain';
import { useTranslation } from '../../lib/i18n';
import { ResourceList } from '../../components/list/ResourceList';
import { Page } from '../../components/Page';
import { LOCATION_ENDPOINT } from './api';

export function LocationList() {
  const { t } = useTranslation();
  const field = (name: string) => t(`catalogue.location.fields.${name}`);
  return (
    <Page title={t('catalogue.location.title')} width="lg">
      <ResourceList<Location>
        endpoint={LOCATION_ENDPOINT}
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
