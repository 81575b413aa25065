import { loginSchema, type LoginInput } from '@app/domain';
import { Alert, Box, Button, Divider, Link, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Page } from '../../components/Page';
import { formResolver } from '../../components/form/resolver';
import { applyServerErrors } from '../../components/form/server-errors';
import { CheckboxInput } from '../../components/form/CheckboxInput';
import { TextInput } from '../../components/form/TextInput';
import { useSession } from '../../lib/session';

/** /login: e-mail and password; afterwards the page named by `redirect` (a path of this site) or the start page. */
export function LoginPage() {
  const { t } = useTranslation();
  const { signIn } = useSession();
  // A parent sent here to book signs up instead: the registration comes back to the same page.
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  // Failures that belong to no field: too many attempts, the server or the network.
  const [failure, setFailure] = useState<string>();
  const form = useForm<LoginInput>({
    resolver: formResolver(loginSchema),
    defaultValues: { email: '', password: '', remember: false },
  });
  const { control, formState } = form;

  const submit = form.handleSubmit(async ({ email, password, remember }) => {
    setFailure(undefined);
    try {
      // The guest-only guard then leaves this page for the redirect parameter.
      await signIn(email, password, remember);
    } catch (error) {
      if (!applyServerErrors(form, error)) setFailure((error as Error).message);
    }
  });

  return (
    <Page title={t('account.login.title')} width="sm">
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2}>
          {failure ? (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          ) : null}
          <TextInput control={control} name="email" type="email" label={t('account.fields.email')} autoComplete="email" required autoFocus />
          <TextInput control={control} name="password" type="password" label={t('account.fields.password')} autoComplete="current-password" required />
          <CheckboxInput control={control} name="remember" label={t('account.login.remember')} />
          <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
            {t('account.login.submit')}
          </Button>
          <Link component={RouterLink} to="/password/forgot" sx={{ alignSelf: 'flex-start' }}>
            {t('account.login.forgot')}
          </Link>
          <Divider />
          <Typography variant="body2">{t('account.login.no_account')}</Typography>
          <Button component={RouterLink} to={redirect ? `/register?redirect=${encodeURIComponent(redirect)}` : '/register'} variant="outlined">
            {t('account.login.register')}
          </Button>
          <Link component={RouterLink} to="/" sx={{ alignSelf: 'flex-start' }}>
            {t('shell.back_to_home')}
          </Link>
        </Stack>
      </Box>
    </Page>
  );
}
