import { Alert, Box, Snackbar } from '@mui/material';
import { useTranslation } from './i18n';
import type { Notification } from './notifications';

/**
 * The notification itself (see NotificationsProvider): its own file, downloaded with the first message. The
 * provider says how long it stays (`hideAfterMs`), so this file needs nothing of the provider's at run time.
 */
export function NotificationView({ current, hideAfterMs, open, dismiss }: { current: Notification; hideAfterMs: number | null; open: boolean; dismiss(): void }) {
  const { t } = useTranslation();
  return (
    <Snackbar
      key={current.id}
      open={open}
      autoHideDuration={hideAfterMs}
      // A click elsewhere is the next action, not a sign that the message was read. Escape closes it.
      onClose={(_event, reason) => reason !== 'clickaway' && dismiss()}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      // Centred by its own width from 600 px on (MUI's left: 50% and translateX(-50%)); edge to edge on a phone.
      sx={{
        top: { xs: 4, sm: 6 },
        left: { xs: 4, sm: '50%' },
        right: { xs: 4, sm: 'auto' },
        width: { sm: 'max-content' },
        maxWidth: { sm: 'min(560px, calc(100vw - 16px))' },
      }}
      data-notification=""
    >
      <Alert
        severity={current.type}
        variant="filled"
        onClose={dismiss}
        // Not a live region of its own: it appears inside the provider's, which announces it once.
        role="none"
        slotProps={{ closeButton: { title: t('shell.close'), 'aria-label': t('shell.close') } }}
        sx={{
          width: '100%',
          py: 0,
          // A long answer scrolls inside the viewport instead of running out of it.
          maxHeight: 'calc(100dvh - 12px)',
          overflowY: 'auto',
          '& .MuiAlert-icon, & .MuiAlert-action': { py: 0.75 },
          '& .MuiAlert-message': { py: 1, overflowWrap: 'anywhere' },
        }}
      >
        {current.lines.map((line, index) => (
          <Box key={index} component="p" sx={{ m: 0, '& + p': { mt: 0.5 } }}>
            {line}
          </Box>
        ))}
      </Alert>
    </Snackbar>
  );
}
