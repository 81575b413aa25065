import { resetPasswordSchema, toLanguage } from '@app/domain';
import { Alert, Box, Link, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { changeLanguage, useTranslation } from '../../lib/i18n';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { fieldMessage } from '../../components/form/messages';
import { formResolver } from '../../components/form/resolver';
import { applyServerErrors } from '../../components/form/server-errors';
import { TextInput } from '../../components/form/TextInput';
import { useNotify } from '../../lib/notifications';
import { resetPassword } from './api';
import { PasswordPage } from './PasswordPage';

/**
 * /password/reset?email=&token=&lang=: the link of the reset e-mail. The page speaks the language the e-mail
 * was written in (German when none is given). A link that is used, expired or cut off cannot be repaired by
 * the parent, so it is said at the top with the way to a new one.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const token = params.get('token') ?? '';
  const lang = toLanguage(params.get('lang'));
  useEffect(() => {
    void changeLanguage(lang);
  }, [lang]);

  const form = useForm<z.input<typeof resetPasswordSchema>>({
    resolver: formResolver(resetPasswordSchema),
    defaultValues: { email, token, password: '', password_confirmation: '' },
  });
  const mutation = useMutation({
    mutationFn: resetPassword,
    onSuccess: ({ message }) => {
      notify('success', message);
      void navigate('/login');
    },
    onError: (error) => applyServerErrors(form, error),
  });
  const { errors } = form.formState;
  const linkProblem = !email || !token ? t('account.reset.incomplete_link') : fieldMessage(t, errors.token?.message ?? errors.email?.message);

  return (
    <PasswordPage
      title={t('account.reset.title')}
      onSubmit={form.handleSubmit((body) => mutation.mutate(body))}
      submitLabel={t('account.reset.submit')}
      submitDisabled={mutation.isPending || !email || !token}
    >
      {linkProblem ? (
        <Alert severity="error" role="alert">
          {linkProblem}
          <Box sx={{ mt: 1 }}>
            <Link component={RouterLink} to="/password/forgot" color="inherit">
              {t('account.reset.request_new')}
            </Link>
          </Box>
        </Alert>
      ) : null}
      <Typography>{t('account.reset.intro')}</Typography>
      {/* Read-only, and named for password managers, which store the new password under this address. */}
      <TextField id="email" label={t('account.fields.email')} value={email} autoComplete="username" fullWidth slotProps={{ htmlInput: { readOnly: true } }} />
      <TextInput control={form.control} name="password" type="password" label={t('account.fields.new_password')} autoComplete="new-password" required autoFocus />
      <TextInput
        control={form.control}
        name="password_confirmation"
        type="password"
        label={t('account.fields.password_confirmation')}
        autoComplete="new-password"
        required
      />
    </PasswordPage>
  );
}
