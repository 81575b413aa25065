import { Alert, Snackbar } from '@mui/material';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type NotificationType = 'success' | 'info' | 'warning' | 'error';
interface Notification {
  id: number;
  type: NotificationType;
  message: string;
}

type Notify = (type: NotificationType, message: string) => void;
const NotifyContext = createContext<Notify>(() => {});

export const NOTIFICATION_TIMEOUT_MS = 5000;

let nextId = 1;
/**
 * The app's one place for short messages. The message shown is always about the latest action: a new one
 * replaces the one before at once (a success after a failed try leaves no stale error), and each disappears
 * after 5 seconds or when closed. It lies over the middle of the toolbar, in at most two lines (the whole text
 * in its tooltip and for screen readers), so on a phone and on a laptop it never covers a field, the signature
 * pad or a button of the form it talks about; the fields carry their own errors.
 */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<Notification | null>(null);
  const { t } = useTranslation();
  const notify = useCallback<Notify>((type, message) => setCurrent({ id: nextId++, type, message }), []);
  const dismiss = useCallback(() => setCurrent(null), []);
  const value = useMemo(() => notify, [notify]);
  return (
    <NotifyContext.Provider value={value}>
      {children}
      <Snackbar
        key={current?.id}
        open={current !== null}
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
    </NotifyContext.Provider>
  );
}

export function useNotify(): Notify {
  return useContext(NotifyContext);
}
