import { toLanguage } from '@app/domain';
import { Alert, Button, Stack } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Loading } from '../../components/Loading';
import { Page } from '../../components/Page';
import { ApiError, ValidationError } from '../../lib/api-client';
import { changeLanguage, useTranslation } from '../../lib/i18n';
import { confirmAddress, PARENT_SAVE_CHANGES } from './api';

/**
 * /confirm-email?token=&lang=: the link of an address e-mail (decision 017), opened signed in (the route asks a
 * visitor to sign in and comes back): the link proves the address, the session the account. The link is used
 * once, as soon as the page opens; the page says what happened and leads to the family page.
 */
export function ConfirmEmailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const lang = toLanguage(params.get('lang'));
  const queryClient = useQueryClient();
  const confirm = useMutation({
    mutationFn: confirmAddress,
    onSuccess: () => Promise.all(PARENT_SAVE_CHANGES.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
    meta: { silent: true },
  });
  // A link is good for one use: React's double effect in development, or a re-render, must not send it twice.
  const sent = useRef(false);
  useEffect(() => {
    void changeLanguage(lang);
    if (!token || sent.current) return;
    sent.current = true;
    confirm.mutate(token);
  }, [token, lang, confirm]);

  const problem = !token
    ? t('family.address_link.missing_token')
    : confirm.error instanceof ValidationError
      ? (confirm.error.fields.token ?? confirm.error.message)
      : confirm.error instanceof ApiError
        ? confirm.error.message
        : null;
  return (
    <Page title={t('family.address_link.confirm_title')} width="sm">
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        {problem ? (
          <Alert severity="error" role="alert" sx={{ alignSelf: 'stretch' }}>
            {problem}
          </Alert>
        ) : confirm.data ? (
          <Alert severity="success" role="status" sx={{ alignSelf: 'stretch' }}>
            {confirm.data.message}
          </Alert>
        ) : (
          <Loading />
        )}
        {problem || confirm.data ? (
          <Button component={RouterLink} to="/my-family" variant="contained">
            {t('family.address_link.to_family')}
          </Button>
        ) : null}
      </Stack>
    </Page>
  );
}
