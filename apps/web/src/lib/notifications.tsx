import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { lazyDialog } from './lazy-dialog';

export type NotificationType = 'success' | 'info' | 'warning' | 'error';
export interface Notification {
  id: number;
  type: NotificationType;
  message: string;
}

type Notify = (type: NotificationType, message: string) => void;
const NotifyContext = createContext<Notify>(() => {});

export const NOTIFICATION_TIMEOUT_MS = 5000;

// Snackbar, alert and their transitions come with the first message: most visits never show one.
const LazyNotificationView = lazyDialog(async () => ({ default: (await import('./notification-view')).NotificationView }), { fallback: null });

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
  const notify = useCallback<Notify>((type, message) => setCurrent({ id: nextId++, type, message }), []);
  const dismiss = useCallback(() => setCurrent(null), []);
  const value = useMemo(() => notify, [notify]);
  return (
    <NotifyContext.Provider value={value}>
      {children}
      <LazyNotificationView current={current} open={current !== null} dismiss={dismiss} />
    </NotifyContext.Provider>
  );
}

export function useNotify(): Notify {
  return useContext(NotifyContext);
}
