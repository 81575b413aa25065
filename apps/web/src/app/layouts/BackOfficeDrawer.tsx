import { Drawer, Toolbar } from '@mui/material';
import type { BackOfficeArea } from '../backoffice/areas';
import { DRAWER_WIDTH } from '../../lib/theme';
import { DrawerNavigation } from './DrawerNavigation';

/** The back-office menu: permanent beside the content on a desktop, a temporary drawer below 991 px. */
export function BackOfficeDrawer({ areas, wide, open, onClose }: { areas: BackOfficeArea[]; wide: boolean; open: boolean; onClose(): void }) {
  return (
    <Drawer
      variant={wide ? 'permanent' : 'temporary'}
      open={wide || open}
      onClose={onClose}
      sx={{ width: wide ? DRAWER_WIDTH : undefined, flexShrink: 0, '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } }}
    >
      <Toolbar />
      <DrawerNavigation areas={areas} />
    </Drawer>
  );
}
