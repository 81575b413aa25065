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
/** The app's one place for short messages: each disappears after 5 seconds and can be closed earlier. */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<Notification[]>([]);
  const { t } = useTranslation();
  const notify = useCallback<Notify>((type, message) => {
    setQueue((current) => [...current, { id: nextId++, type, message }]);
  }, []);
  const current = queue[0];
  const dismiss = useCallback(() => setQueue((items) => items.slice(1)), []);
  const value = useMemo(() => notify, [notify]);
  return (
    <NotifyContext.Provider value={value}>
      {children}
      <Snackbar
        key={current?.id}
        open={current !== undefined}
        autoHideDuration={NOTIFICATION_TIMEOUT_MS}
        onClose={(_event, reason) => reason !== 'clickaway' && dismiss()}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        {current ? (
          <Alert
            severity={current.type}
            variant="filled"
            onClose={dismiss}
            slotProps={{ closeButton: { title: t('shell.close'), 'aria-label': t('shell.close') } }}
            sx={{ width: '100%', whiteSpace: 'pre-line' }}
            role={current.type === 'error' ? 'alert' : 'status'}
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
