import type { AdminChild } from '@app/domain';
import { Link, Stack } from '@mui/material';
import { useTranslation } from '../../lib/i18n';
import { Link as RouterLink } from 'react-router';
import { ResourceList } from '../../components/list/ResourceList';
import { Page } from '../../components/Page';
import { useSession } from '../../lib/session';
import { CHILD_ENDPOINT } from './api';

/**
 * /be/child: search, first name, last name, the parents (each leading to the person, with the place) and the
 * tax code, with edit and delete (back-office specification, section 2).
 */
export function ChildList() {
  const { t } = useTranslation();
  const { can } = useSession();
  const field = (name: string) => t(`people.fields.${name}`);
  return (
    <Page title={t('people.child.title')} width="lg">
      <ResourceList<AdminChild>
        endpoint={CHILD_ENDPOINT}
        initial={{ sorting: [{ id: 'last_name', desc: false }] }}
        columns={[
          { key: 'first_name', header: field('first_name') },
          { key: 'last_name', header: field('last_name') },
          {
            key: 'parents',
            header: t('people.child.parents'),
            sortable: false,
            render: (row) => (
              <Stack spacing={0.25}>
                {row.parents.map((parent) => {
                  const text = parent.place ? `${parent.display_name} (${parent.place})` : parent.display_name;
                  return can('person.view') ? (
                    <Link key={parent.id} component={RouterLink} to={`/be/person/${parent.id}/show`}>
                      {text}
                    </Link>
                  ) : (
                    <span key={parent.id}>{text}</span>
                  );
                })}
              </Stack>
            ),
          },
          { key: 'tax', header: field('tax') },
        ]}
        rowLabel={(row) => row.display_name}
        create={{ path: '/be/child/create', permission: 'child.create', label: t('people.child.create') }}
        edit={{ path: (row) => `/be/child/${row.id}`, permission: 'child.update' }}
        remove={{ permission: 'child.delete' }}
      />
    </Page>
  );
}
