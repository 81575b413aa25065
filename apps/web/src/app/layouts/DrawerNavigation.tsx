import { List, ListItemButton, ListItemText, ListSubheader } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import type { BackOfficeArea } from '../../features/backoffice/navigation';

export function DrawerNavigation({ areas }: { areas: BackOfficeArea[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // The most specific area whose path starts the current one is the active one.
  const active = [...areas].sort((a, b) => b.path.length - a.path.length).find((area) => pathname === area.path || pathname.startsWith(`${area.path}/`));
  return (
    <nav aria-label={t('shell.main_navigation')}>
      <List subheader={<ListSubheader>{t('shell.back_office')}</ListSubheader>}>
        {areas.map((area) => (
          <ListItemButton
            key={area.key}
            component={RouterLink}
            to={area.path}
            selected={area === active}
            aria-current={area === active ? 'page' : undefined}
          >
            <ListItemText primary={t(`nav.${area.key}`)} />
          </ListItemButton>
        ))}
      </List>
    </nav>
  );
}
