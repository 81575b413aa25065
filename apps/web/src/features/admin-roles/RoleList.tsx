import type { RoleListItem } from '@app/domain';
import { useTranslation } from '../../lib/i18n';
import { ResourceList } from '../../components/list/ResourceList';
import { Page } from '../../components/Page';
import { ROLE_ENDPOINT } from './api';

/** /be/roles: search, name and number of users, with edit, delete and create (back-office specification, section 2). */
export function RoleList() {
  const { t } = useTranslation();
  return (
    <Page title={t('roles.title')} width="md">
      <ResourceList<RoleListItem>
        endpoint={ROLE_ENDPOINT}
        initial={{ sorting: [{ id: 'name', desc: false }] }}
        columns={[
          { key: 'name', header: t('roles.fields.name') },
          { key: 'users_count', header: t('roles.fields.users_count') },
        ]}
        rowLabel={(row) => row.name}
        create={{ path: '/be/roles/create', permission: 'role.create', label: t('roles.create') }}
        edit={{ path: (row) => `/be/roles/${row.id}`, permission: 'role.update' }}
        remove={{ permission: 'role.delete' }}
      />
    </Page>
  );
}
