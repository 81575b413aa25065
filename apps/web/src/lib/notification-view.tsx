import { Alert, Snackbar } from '@mui/material';
import { useTranslation } from './i18n';
import { NOTIFICATION_TIMEOUT_MS, type Notification } from './notifications';

/** The notification itself (see NotificationsProvider): its own file, downloaded with the first message. */
export function NotificationView({ current, open, dismiss }: { current: Notification | null; open: boolean; dismiss(): void }) {
  const { t } = useTranslation();
  return (
    <Snackbar
      key={current?.id}
      open={open}
      autoHideDuration={NOTIFICATION_TIMEOUT_MS}
      onClose={(_event, reason) => reason !== 'clickaway' && dismiss()}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      sx={{ top: { xs: 4, sm: 6 }, left: { xs: 4 }, right: { xs: 4 }, maxWidth: { sm: 560 } }}
      data-notification=""
    >
      {current ? (
        <Alert
          severity={current.type}
          variant="filled"
          onClose={dismiss}
          slotProps={{ closeButton: { title: t('shell.close'), 'aria-label': t('shell.close') } }}
          sx={{
            width: '100%',
            py: 0,
            overflow: 'hidden',
            '& .MuiAlert-icon, & .MuiAlert-action': { py: 0.5 },
            // Two lines of body2 (20 px each) and the padding: the height of the toolbar on a phone.
            '& .MuiAlert-message': {
              my: 0.5,
              py: 0,
              maxHeight: 40,
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
              whiteSpace: 'pre-line',
            },
          }}
          role={current.type === 'error' ? 'alert' : 'status'}
          title={current.message}
        >
          {current.message}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}
