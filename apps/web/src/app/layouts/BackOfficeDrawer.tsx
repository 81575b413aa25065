import { Box, Drawer, Toolbar } from '@mui/material';
import type { BackOfficeArea } from '../backoffice/areas';
import { DRAWER_WIDTH } from '../../lib/theme';
import { DrawerNavigation } from './DrawerNavigation';

/**
 * A shadow at the edge the menu scrolls towards, where entries hide: browsers that draw no
 * scrollbar until one scrolls give no other sign. The white covers ride with the entries (`local`) and hide
 * the shadows, fixed to the box (`scroll`), at the end the menu has reached.
 */
const SCROLL_SHADOWS = {
  background: [
    'linear-gradient(#fff 30%, rgba(255, 255, 255, 0)) top / 100% 40px no-repeat local',
    'linear-gradient(rgba(255, 255, 255, 0), #fff 70%) bottom / 100% 40px no-repeat local',
    'radial-gradient(farthest-side at 50% 0, rgba(0, 0, 0, 0.25), rgba(0, 0, 0, 0)) top / 100% 14px no-repeat scroll',
    'radial-gradient(farthest-side at 50% 100%, rgba(0, 0, 0, 0.25), rgba(0, 0, 0, 0)) bottom / 100% 14px no-repeat scroll',
  ].join(', '),
};

/**
 * The back-office menu: permanent beside the content on a desktop, a temporary drawer below 991 px. It scrolls
 * in a box of its own below the toolbar's space, so that its top edge and shadow are not hidden under the toolbar.
 */
export function BackOfficeDrawer({ areas, wide, open, onClose }: { areas: BackOfficeArea[]; wide: boolean; open: boolean; onClose(): void }) {
  return (
    <Drawer
      variant={wide ? 'permanent' : 'temporary'}
      open={wide || open}
      onClose={onClose}
      sx={{ width: wide ? DRAWER_WIDTH : undefined, flexShrink: 0, '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box', overflow: 'hidden' } }}
    >
      <Toolbar sx={{ flexShrink: 0 }} />
      <Box sx={{ flexGrow: 1, minHeight: 0, overflowY: 'auto', ...SCROLL_SHADOWS }}>
        <DrawerNavigation areas={areas} dense={wide} />
      </Box>
    </Drawer>
  );
}
