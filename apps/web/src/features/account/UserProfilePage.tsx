import { userProfileSchema, type OwnPerson, type User, type UserProfileInput } from '@app/domain';
import { Box, Button, Link, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n';
import { Navigate, Link as RouterLink } from 'react-router';
import { Loading } from '../../components/Loading';
import { Page } from '../../components/Page';
import { PasswordFields } from '../../components/form/PasswordFields';
import { formResolver } from '../../components/form/resolver';
import { applyServerErrors } from '../../components/form/server-errors';
import { TextInput } from '../../components/form/TextInput';
import { useNotify } from '../../lib/notifications';
import { useSession } from '../../lib/session';
import { userQuery, useUpdateProfile } from './api';

/**
 * /user-profile: the signed-in user's own name, e-mail and password. The e-mail changes here only with
 * user.create (specification: the profile's e-mail is disabled without it); a parent changes their own on the
 * family page instead (the parent dialog), so the profile page links there.
 */
export function UserProfilePage() {
  const { t } = useTranslation();
  const { user, can } = useSession();
  const id = user?.id ?? 0;
  const allowed = can('user.updateOwn') || can('user.update');
  const query = useQuery({ ...userQuery(id), enabled: allowed && id > 0 });

  if (!allowed) return <Navigate to="/403" replace />;
  return (
    <Page title={t('account.profile.title')} width="sm">
      {query.data ? <ProfileForm user={query.data} canChangeEmail={can('user.create')} person={user?.people ?? null} /> : <Loading />}
    </Page>
  );
}

function ProfileForm({ user, canChangeEmail, person }: { user: User; canChangeEmail: boolean; person: OwnPerson | null }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const mutation = useUpdateProfile(user.id);
  // A parent's names and address are refused in a new password here already; the server checks them too.
  const resolver = useMemo(
    () => formResolver(userProfileSchema(person ? { names: [person.first_name, person.last_name], address: [person.address, person.place] } : {})),
    [person],
  );
  const form = useForm<UserProfileInput>({
    resolver,
    defaultValues: { name: user.name, email: user.email, current_password: '', password: '', password_confirmation: '' },
  });

  const submit = form.handleSubmit(({ name, email, current_password, password, password_confirmation }) =>
    mutation.mutate(
      // The address is the login: it is sent only by those who may change it, the passwords only when typed.
      { name, ...(canChangeEmail ? { email } : {}), ...(password ? { current_password, password, password_confirmation } : {}) },
      {
        onSuccess: ({ message, data }) => {
          notify('success', message);
          form.reset({ name: data.name, email: data.email, current_password: '', password: '', password_confirmation: '' });
        },
        onError: (error) => applyServerErrors(form, error),
      },
    ),
  );

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={2}>
        <TextInput control={form.control} name="name" label={t('account.fields.name')} autoComplete="name" required />
        <TextInput
          control={form.control}
          name="email"
          type="email"
          label={t('account.fields.email')}
          autoComplete="email"
          disabled={!canChangeEmail}
          helperText={canChangeEmail ? undefined : t('account.email_rule')}
          required
        />
        {!canChangeEmail && person ? (
          <Link component={RouterLink} to="/my-family" sx={{ alignSelf: 'flex-start', py: 1 }}>
            {t('account.profile.change_email')}
          </Link>
        ) : null}
        <Typography component="h2" variant="h6" sx={{ pt: 1 }}>
          {t('account.profile.password_title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('account.profile.password_hint')}
        </Typography>
        <PasswordFields
          control={form.control}
          askCurrent
          passwordLabel={t('account.fields.new_password')}
          confirmationLabel={t('account.fields.password_confirmation')}
        />
        <Button type="submit" variant="contained" size="large" disabled={mutation.isPending}>
          {t('form.save')}
        </Button>
      </Stack>
    </Box>
  );
}
