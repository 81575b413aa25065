import { formatDateTime } from '@app/domain';
import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useNotify } from '../../lib/notifications';
import { useRequestPrivacyCheck } from './api';

/**
 * Asks every parent to accept the privacy terms again (after a new privacy document) and shows when that was
 * last done. Asked first: it affects every family at their next sign-in.
 */
export function PrivacyCheck({ lastDate, editable }: { lastDate: string; editable: boolean }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [asking, setAsking] = useState(false);
  const request = useRequestPrivacyCheck();

  const confirm = () =>
    request.mutate(undefined, {
      onSuccess: ({ message }) => notify('success', message),
      onSettled: () => setAsking(false),
    });

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="subtitle2" component="p">
        {t('settings.option.fields.app_privacy_check_date_update')}
      </Typography>
      <Typography variant="body2">
        {lastDate ? t('settings.option.privacy_check.last', { date: formatDateTime(lastDate) }) : t('settings.option.privacy_check.never')}
      </Typography>
      <Button variant="outlined" onClick={() => setAsking(true)} disabled={!editable || request.isPending}>
        {t('settings.option.privacy_check.action')}
      </Button>
      <ConfirmDialog
        open={asking}
        text={t('settingsPage.options.privacy_check_confirm')}
        onConfirm={confirm}
        onClose={() => setAsking(false)}
        busy={request.isPending}
      />
    </Stack>
  );
}
