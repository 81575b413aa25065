import type { User } from '@app/domain';
import { useTranslation } from '../../lib/i18n';
import { ResourceList } from '../../components/list/ResourceList';
import { Page } from '../../components/Page';
import { USER_ENDPOINT } from './api';

/** /be/users: search, name, e-mail and roles, with edit, delete and create (back-office specification, section 2). */
export function UserList() {
  const { t } = useTranslation();
  const field = (name: string) => t(`users.fields.${name}`);
  return (
    <Page title={t('users.title')} width="lg">
      <ResourceList<User>
        endpoint={USER_ENDPOINT}
        initial={{ sorting: [{ id: 'name', desc: false }] }}
        columns={[
          { key: 'name', header: field('name') },
          { key: 'email', header: field('email') },
          { key: 'roles', header: field('roles'), sortable: false, render: (row) => row.roles.join(', ') },
        ]}
        rowLabel={(row) => row.name}
        create={{ path: '/be/users/create', permission: 'user.create', label: t('users.create') }}
        edit={{ path: (row) => `/be/users/${row.id}`, permission: 'user.update' }}
        remove={{ permission: 'user.delete' }}
      />
    </Page>
  );
}
