import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A new page starts at its top: the router keeps the window where the page before left it, so a course opened
 * from far down the list opened at its bottom, and the family page after a booking opened mid-page. Only a
 * change of page counts, not of its query (`?book=1`, filters), and not back and forward, where the browser
 * may bring the reader back to where they were.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const navigation = useNavigationType();
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (navigation !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigation]);
  return null;
}
