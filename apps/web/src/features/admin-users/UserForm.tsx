import { userCreateSchema, userUpdateSchema, type CreatedUser, type User } from '@app/domain';
import { Button, Grid, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { useNavigate } from 'react-router';
import { FormActions } from '../../components/form/FormActions';
import { MultiSelectInput } from '../../components/form/MultiSelectInput';
import { PasswordFields } from '../../components/form/PasswordFields';
import { useRecordForm } from '../../components/form/record-form';
import { TextInput } from '../../components/form/TextInput';
import { Loading } from '../../components/Loading';
import { Page } from '../../components/Page';
import { useNotify } from '../../lib/notifications';
import { useRecordId } from '../../components/form/useRecordId';
import { userDataQuery } from '../../lib/session-api';
import { useSession } from '../../lib/session';
import { NotFoundPage } from '../errors';
import { roleChoicesQuery, sendPasswordReset, USER_ENDPOINT } from './api';
import { GeneratedPasswordDialog } from './GeneratedPasswordDialog';

const LIST = '/be/users';

/**
 * /be/users/create and /be/users/{id}. The user management (user.create) edits e-mail and roles and returns
 * to the list after saving; others edit their own name and password here and stay. A parent's login keeps
 * its roles. A new account without a typed password gets a generated one, shown once in a dialog. Another
 * account's password is set only by its owner: staff send it a reset link (decision 017).
 */
export function UserForm() {
  const { t } = useTranslation();
  const id = useRecordId();
  const { can, user: me } = useSession();
  const manages = can('user.create');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [generated, setGenerated] = useState<string | null>(null);
  const notify = useNotify();
  const reset = useMutation({
    mutationFn: (userId: number) => sendPasswordReset(userId),
    onSuccess: ({ message }) => notify('success', message),
  });
  const { form, record, loading, notFound, saving, submit } = useRecordForm({
    endpoint: USER_ENDPOINT,
    id,
    // Editing keeps the update's fields, among them the current password that one's own new password needs.
    schema: id ? userUpdateSchema : userCreateSchema,
    empty: { name: '', email: '', current_password: '', password: '', password_confirmation: '', roles: [] },
    toValues: (row: User) => ({ name: row.name, email: row.email, current_password: '', password: '', password_confirmation: '', roles: row.roles }),
    listPath: LIST,
    onSaved: (saved: CreatedUser) => {
      // The toolbar shows the own name, and own roles decide the menu.
      if (saved.id === me?.id) void queryClient.invalidateQueries({ queryKey: userDataQuery.queryKey });
      if (saved.password) setGenerated(saved.password);
      else if (manages) void navigate(LIST);
    },
  });
  const roles = useQuery({ ...roleChoicesQuery, enabled: manages });
  if (notFound) return <NotFoundPage />;
  if (loading) return <Loading />;
  const label = (name: string) => t(`users.fields.${name}`);
  const linkedToPerson = record?.person_id != null;
  const ownAccount = id !== undefined && id === me?.id;
  return (
    <Page title={id ? t('users.one') : t('users.create')}>
      <form onSubmit={submit} noValidate>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextInput control={form.control} name="name" label={label('name')} autoComplete="off" required />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextInput
              control={form.control}
              name="email"
              type="email"
              label={label('email')}
              autoComplete="off"
              disabled={!manages || linkedToPerson}
              helperText={linkedToPerson ? t('users.family_email_own') : manages ? undefined : t('account.email_rule')}
              required
            />
          </Grid>
          {manages ? (
            <Grid size={12}>
              <MultiSelectInput
                control={form.control}
                name="roles"
                label={label('roles')}
                choices={(roles.data?.data ?? []).map((role) => role.name)}
                disabled={linkedToPerson}
                helperText={linkedToPerson ? t('users.roles_locked') : undefined}
              />
            </Grid>
          ) : null}
          {id !== undefined && !ownAccount ? (
            <Grid size={12}>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {t('users.password_by_owner')}
              </Typography>
              <Button variant="outlined" onClick={() => reset.mutate(id)} disabled={reset.isPending}>
                {t('users.send_reset')}
              </Button>
            </Grid>
          ) : (
            <>
              <Grid size={12}>
                <Typography variant="body2" color="text.secondary">
                  {id ? t('users.password_hint_edit') : t('users.password_hint_new')}
                </Typography>
              </Grid>
              <Grid size={12}>
                <PasswordFields
                  control={form.control}
                  askCurrent={ownAccount}
                  passwordLabel={label('password')}
                  confirmationLabel={label('password_confirmation')}
                  sideBySide
                />
              </Grid>
            </>
          )}
        </Grid>
        <FormActions backTo={can('user.index') ? LIST : '/be'} saving={saving} />
      </form>
      <GeneratedPasswordDialog password={generated} onClose={() => void navigate(LIST)} />
    </Page>
  );
}
