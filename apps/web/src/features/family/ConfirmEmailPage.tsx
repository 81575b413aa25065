import { toLanguage, type PendingAddress } from '@app/domain';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Loading } from '../../components/Loading';
import { Page } from '../../components/Page';
import { ApiError, ValidationError } from '../../lib/api-client';
import { changeLanguage, useTranslation } from '../../lib/i18n';
import { addressLinkQuery, confirmAddress, PARENT_SAVE_CHANGES } from './api';

/** What the server said is wrong with the link: its message on `token`, else its general one. */
const problemOf = (error: unknown): string | null =>
  error instanceof ValidationError ? (error.fields.token ?? error.message) : error instanceof ApiError ? error.message : null;

/**
 * /confirm-email?token=&lang=: the link of an address e-mail (decision 017), opened signed in (the route asks a
 * visitor to sign in and comes back): the link proves the address, the session the account. The page first says
 * what the link would do, with its address, and does it only when the family presses the button: a link somebody
 * else sent must not change an account by being opened.
 */
export function ConfirmEmailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const lang = toLanguage(params.get('lang'));
  const queryClient = useQueryClient();
  useEffect(() => {
    void changeLanguage(lang);
  }, [lang]);
  const link = useQuery({ ...addressLinkQuery(token), enabled: token !== '' });
  const confirm = useMutation({
    mutationFn: () => confirmAddress(token),
    onSuccess: () => Promise.all(PARENT_SAVE_CHANGES.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
    meta: { silent: true },
  });

  const done = confirm.data?.message;
  const problem = !token ? t('family.address_link.missing_token') : done ? null : problemOf(confirm.error ?? link.error);
  return (
    <Page title={t('family.address_link.confirm_title')} width="sm">
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        {done ? (
          <Alert severity="success" role="status" sx={{ alignSelf: 'stretch' }}>
            {done}
          </Alert>
        ) : problem ? (
          <Alert severity="error" role="alert" sx={{ alignSelf: 'stretch' }}>
            {problem}
          </Alert>
        ) : link.data ? (
          <Question pending={link.data} busy={confirm.isPending} onConfirm={() => confirm.mutate()} />
        ) : (
          <Loading />
        )}
        {problem || done ? (
          <Button component={RouterLink} to="/my-family" variant="contained">
            {t('family.address_link.to_family')}
          </Button>
        ) : null}
      </Stack>
    </Page>
  );
}

function Question({ pending, busy, onConfirm }: { pending: PendingAddress; busy: boolean; onConfirm(): void }) {
  const { t } = useTranslation();
  const text = pending.purpose === 'join_person' ? 'family.address_link.ask_join' : 'family.address_link.ask_change';
  return (
    <>
      <Typography sx={{ overflowWrap: 'anywhere' }}>{t(text, { email: pending.email })}</Typography>
      <Stack direction="row" spacing={2}>
        <Button variant="contained" onClick={onConfirm} disabled={busy}>
          {t('family.address_link.confirm')}
        </Button>
        <Button component={RouterLink} to="/my-family">
          {t('form.cancel')}
        </Button>
      </Stack>
    </>
  );
}
