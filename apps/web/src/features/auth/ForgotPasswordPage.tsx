import { forgotPasswordSchema } from '@app/domain';
import { Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { formResolver } from '../../components/form/resolver';
import { applyServerErrors } from '../../components/form/server-errors';
import { TextInput } from '../../components/form/TextInput';
import { ApiError } from '../../lib/api-client';
import { useNotify } from '../../lib/notifications';
import { requestPasswordReset } from './api';
import { PasswordPage } from './PasswordPage';

/** /password/forgot: asks for a reset link by e-mail, then back to the login. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const form = useForm<z.input<typeof forgotPasswordSchema>>({
    resolver: formResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const mutation = useMutation({
    mutationFn: requestPasswordReset,
    onSuccess: ({ message }) => {
      notify('success', message);
      void navigate('/login');
    },
    onError: (error) => {
      if (applyServerErrors(form, error)) return;
      // "A link was sent recently" (429) is about the address typed in, so it belongs under the field.
      if (error instanceof ApiError && error.status === 429) form.setError('email', { type: 'server', message: error.message });
      else notify('error', error.message);
    },
    meta: { silent: true },
  });

  return (
    <PasswordPage
      title={t('account.forgot.title')}
      onSubmit={form.handleSubmit((body) => mutation.mutate(body))}
      submitLabel={t('account.forgot.submit')}
      submitDisabled={mutation.isPending}
    >
      <Typography>{t('account.forgot.intro')}</Typography>
      <TextInput control={form.control} name="email" type="email" label={t('account.fields.email')} autoComplete="email" required autoFocus />
    </PasswordPage>
  );
}
