import { holdsEveryPermission, isFixedRole, lockedPermissions, roleInputSchema, type Permission, type Role, type RoleInput } from '@app/domain';
import { Grid, Link, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n';
import { Link as RouterLink } from 'react-router';
import { FormActions } from '../../components/form/FormActions';
import { useRecordForm } from '../../components/form/record-form';
import { TextInput } from '../../components/form/TextInput';
import { Loading } from '../../components/Loading';
import { Page } from '../../components/Page';
import { useRecordId } from '../../components/form/useRecordId';
import { NotFoundPage } from '../errors';
import { permissionsQuery, ROLE_ENDPOINT } from './api';
import { PermissionPicker } from './PermissionPicker';

const LIST = '/be/roles';
export type RoleFormValues = RoleInput;

/**
 * /be/roles/create and /be/roles/{id}: name and permissions, and the accounts holding the role, each leading
 * to its user form (only for a user who may list users: the server leaves them out otherwise). Superadmin and
 * Parent keep their names; Superadmin keeps every permission, Parent exactly its own.
 */
export function RoleForm() {
  const { t } = useTranslation();
  const id = useRecordId();
  const { form, record, loading, notFound, saving, submit } = useRecordForm({
    endpoint: ROLE_ENDPOINT,
    id,
    schema: roleInputSchema,
    empty: { name: '', permissions: [] },
    toValues: (row: Role) => ({ name: row.name, permissions: row.permissions as Permission[] }),
    listPath: LIST,
  });
  const offered = useQuery(permissionsQuery);
  if (notFound) return <NotFoundPage />;
  if (loading || offered.isPending) return <Loading />;
  const fixedName = record !== undefined && isFixedRole(record.name);
  const locked = record !== undefined && lockedPermissions(record.name) !== undefined;
  const users = record?.users;
  return (
    <Page title={id ? t('roles.one') : t('roles.create')} width="lg">
      <form onSubmit={submit} noValidate>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextInput
              control={form.control}
              name="name"
              label={t('roles.fields.name')}
              disabled={fixedName}
              helperText={fixedName ? t('roles.fixed_name') : undefined}
              required
            />
          </Grid>
          <Grid size={12}>
            {locked ? (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {holdsEveryPermission(record.name) ? t('roles.every_permission') : t('roles.family_permissions')}
              </Typography>
            ) : null}
            <PermissionPicker control={form.control} offered={(offered.data?.data ?? []).map((row) => row.name)} disabled={locked} />
          </Grid>
          {users ? (
            <Grid size={12}>
              <Typography component="h2" variant="h6">
                {t('roles.fields.users')}
              </Typography>
              {users.length === 0 ? (
                <Typography color="text.secondary">{t('roles.no_users')}</Typography>
              ) : (
                <List dense>
                  {users.map((user) => (
                    <ListItem key={user.id} disableGutters>
                      <ListItemText
                        primary={
                          <Link component={RouterLink} to={`/be/users/${user.id}`}>
                            {user.name}
                          </Link>
                        }
                        secondary={user.email}
                      />
                    </ListItem>
                  ))}
                </List>
              )}
            </Grid>
          ) : null}
        </Grid>
        <FormActions backTo={LIST} saving={saving} />
      </form>
    </Page>
  );
}
