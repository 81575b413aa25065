import { useCallback, useEffect, useRef } from 'react';

/** Search is sent 300 ms after the last key stroke, not on every one. */
export const SEARCH_DEBOUNCE_MS = 300;

/** A function that runs `callback` once calls have stopped for `delayMs`. */
export function useDebouncedCallback<Args extends unknown[]>(callback: (...args: Args) => void, delayMs = SEARCH_DEBOUNCE_MS) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  }, [callback]);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (...args: Args) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => latest.current(...args), delayMs);
    },
    [delayMs],
  );
}
