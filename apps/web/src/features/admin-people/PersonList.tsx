import type { AdminPerson } from '@app/domain';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useTranslation } from '../../lib/i18n';
import { ResourceList } from '../../components/list/ResourceList';
import { Page } from '../../components/Page';
import { useSession } from '../../lib/session';
import { PARENT_ENDPOINT } from './api';

/**
 * /be/person: search, first name, last name, tax code, number of children, with view, edit and delete
 * (back-office specification, section 2). Deleting takes the login and the children without another parent.
 */
export function PersonList() {
  const { t } = useTranslation();
  const { can } = useSession();
  const field = (name: string) => t(`people.fields.${name}`);
  return (
    <Page title={t('people.title')} width="lg">
      <ResourceList<AdminPerson>
        endpoint={PARENT_ENDPOINT}
        initial={{ sorting: [{ id: 'last_name', desc: false }] }}
        columns={[
          { key: 'first_name', header: field('first_name') },
          { key: 'last_name', header: field('last_name') },
          { key: 'tax', header: field('tax') },
          { key: 'childrens_length', header: field('childrens_length') },
        ]}
        rowLabel={(row) => row.display_name}
        create={{ path: '/be/person/create', permission: 'person.create', label: t('people.create') }}
        rowActions={(row) =>
          can('person.view')
            ? [{ key: 'show', label: t('people.show'), icon: <VisibilityIcon fontSize="small" />, to: `/be/person/${row.id}/show` }]
            : []
        }
        edit={{ path: (row) => `/be/person/${row.id}`, permission: 'person.update' }}
        remove={{ permission: 'person.delete', confirm: (row) => t('people.delete_confirm', { name: row.display_name }) }}
      />
    </Page>
  );
}
