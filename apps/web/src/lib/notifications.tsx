import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { lazyDialog } from './lazy-dialog';

export type NotificationType = 'success' | 'info' | 'warning' | 'error';
export interface Notification {
  id: number;
  type: NotificationType;
  /** One entry per line: a booking answers with a sentence per child and week. */
  lines: string[];
}

/** A message is a text (its line breaks separate lines) or its lines. */
type Notify = (type: NotificationType, message: string | readonly string[]) => void;
const NotifyContext = createContext<Notify>(() => {});

export const NOTIFICATION_TIMEOUT_MS = 5000;
/** About 15 characters a second: a longer single line stays long enough to be read. */
const READING_MS_PER_CHARACTER = 70;

/**
 * How long a notification stays by itself: a one-line success, info or error for a few seconds (longer when its
 * text is longer); a result of several lines or a warning (a waiting list) until it is closed, so every line
 * can be read.
 */
export function hideAfterMs(notification: Notification): number | null {
  if (notification.lines.length > 1 || notification.type === 'warning') return null;
  return Math.max(NOTIFICATION_TIMEOUT_MS, (notification.lines[0]?.length ?? 0) * READING_MS_PER_CHARACTER);
}

// Snackbar, alert and their transitions come with the first message: most visits never show one.
const LazyNotificationView = lazyDialog(async () => ({ default: (await import('./notification-view')).NotificationView }), { fallback: null });

let nextId = 1;
/**
 * The app's one place for short messages. The message shown is always about the latest action: a new one
 * replaces the one before at once (a success after a failed try leaves no stale error). It lies at the top
 * over the middle of the toolbar and grows downwards only as far as its lines need, so it stays clear of the
 * buttons of the form it talks about; the fields carry their own errors. It closes with its button or Escape.
 *
 * Screen readers hear each message once: it appears inside a live region that is on the page from the start
 * (assertive for errors, polite otherwise), as a region created together with its text is often not read.
 */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<Notification | null>(null);
  const [open, setOpen] = useState(false);
  const notify = useCallback<Notify>((type, message) => {
    const lines = (typeof message === 'string' ? [message] : message).flatMap((text) => text.split('\n')).filter((line) => line.trim() !== '');
    setCurrent({ id: nextId++, type, lines });
    setOpen(true);
  }, []);
  // The last message stays mounted while it closes with its animation.
  const dismiss = useCallback(() => setOpen(false), []);
  const value = useMemo(() => notify, [notify]);
  const view = (urgent: boolean) =>
    current && (current.type === 'error') === urgent ? <LazyNotificationView current={current} hideAfterMs={hideAfterMs(current)} open={open} dismiss={dismiss} /> : null;
  return (
    <NotifyContext.Provider value={value}>
      {children}
      <div aria-live="polite">{view(false)}</div>
      <div aria-live="assertive">{view(true)}</div>
    </NotifyContext.Provider>
  );
}

export function useNotify(): Notify {
  return useContext(NotifyContext);
}
