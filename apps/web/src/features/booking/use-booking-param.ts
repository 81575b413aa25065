import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The booking dialog is open while the course page's address carries `?book=1`: the book button sets it, and
 * signing in, signing up and the privacy page come back to it, so the parent lands in the booking again.
 */
export function useBookingParam() {
  const [params, setParams] = useSearchParams();
  const open = params.get('book') === '1';
  const openBooking = useCallback(() => setParams((current) => {
    const next = new URLSearchParams(current);
    next.set('book', '1');
    return next;
  }), [setParams]);
  const closeBooking = useCallback(() => setParams((current) => {
    const next = new URLSearchParams(current);
    next.delete('book');
    return next;
  }, { replace: true }), [setParams]);
  return { open, openBooking, closeBooking };
}
