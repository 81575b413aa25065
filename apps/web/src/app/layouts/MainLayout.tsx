import { Box, useMediaQuery } from '@mui/material';
import { Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Loading } from '../../components/Loading';
import { RouteErrorBoundary } from '../../features/errors/RouteError';
import { useSession } from '../../lib/session';
import { useOptions } from '../../lib/options';
import { visibleAreas } from '../backoffice/areas';
import { lazyWithTimeout } from '../../lib/lazy';
import { DRAWER_WIDTH, RESPONSIVE_BREAKPOINT } from '../../lib/theme';
import { AppToolbar } from './AppToolbar';
import { Footer } from './Footer';
import { ScrollToTop } from './ScrollToTop';
import { SkipLink } from './SkipLink';

// Only staff see the drawer: a parent's phone does not download it (nor the modal code it brings).
const BackOfficeDrawer = lazyWithTimeout(async () => ({ default: (await import('./BackOfficeDrawer')).BackOfficeDrawer }));

/**
 * Toolbar, the back-office drawer for users who may use it (permanent on a desktop, temporary below 991 px)
 * and the footer around every screen.
 */
export function MainLayout() {
  const { can } = useSession();
  const areas = visibleAreas(can);
  const wide = useMediaQuery(`(min-width:${RESPONSIVE_BREAKPOINT}px)`);
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const [lastPath, setLastPath] = useState(location.pathname);
  if (lastPath !== location.pathname) {
    setLastPath(location.pathname);
    setOpen(false);
  }
  const withDrawer = areas.length > 0;
  const { app_background } = useOptions();
  // The organisation's picture behind the public pages; the back office stays plain for long work.
  const background = !location.pathname.startsWith('/be') && app_background ? app_background : undefined;

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', flexDirection: 'column' }}>
      <ScrollToTop />
      <SkipLink />
      <AppToolbar onMenu={withDrawer && !wide ? () => setOpen(true) : undefined} />
      <Box sx={{ display: 'flex', flexGrow: 1 }}>
        {withDrawer ? (
          // The drawer's place is kept while its code arrives, so the content does not jump sideways.
          <Suspense fallback={wide ? <Box sx={{ width: DRAWER_WIDTH, flexShrink: 0 }} /> : null}>
            <BackOfficeDrawer areas={areas} wide={wide} open={open} onClose={() => setOpen(false)} />
          </Suspense>
        ) : null}
        <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <Box
            component="main"
            id="main"
            tabIndex={-1}
            sx={{
              flexGrow: 1,
              // The footer starts below the fold, so a page whose content arrives after the first paint does not
              // push a visible footer down (a layout shift, decision 015).
              minHeight: '100vh',
              p: { xs: 1.5, sm: 3 },
              outline: 'none',
              backgroundColor: 'grey.100',
              // Not on a phone: the cards cover nearly all of it there, and it is the biggest download of the page.
              backgroundImage: background ? { xs: 'none', sm: `url("${encodeURI(background)}")` } : undefined,
              backgroundSize: 'cover',
              backgroundPosition: 'center bottom',
              backgroundAttachment: { md: 'fixed' },
            }}
          >
            <RouteErrorBoundary pathname={location.pathname}>
              <Suspense fallback={<Loading />}>
                <Outlet />
              </Suspense>
            </RouteErrorBoundary>
          </Box>
          <Footer />
        </Box>
      </Box>
    </Box>
  );
}
