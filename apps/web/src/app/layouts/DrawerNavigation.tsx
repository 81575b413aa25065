import { List, ListItem, ListItemButton, ListItemText, ListSubheader } from '@mui/material';
import { useTranslation } from '../../lib/i18n';
import { Link as RouterLink, useLocation } from 'react-router';
import { areaHref, type BackOfficeArea } from '../backoffice/areas';

export function DrawerNavigation({ areas }: { areas: BackOfficeArea[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // The most specific area whose path starts the current one is the active one.
  const active = [...areas]
    .sort((a, b) => areaHref(b).length - areaHref(a).length)
    .find((area) => pathname === areaHref(area) || pathname.startsWith(`${areaHref(area)}/`));
  return (
    <nav aria-label={t('shell.main_navigation')}>
      <List subheader={<ListSubheader>{t('shell.back_office')}</ListSubheader>}>
        {/* Each link in its list item: a list holds only items (the subheader is one too). */}
        {areas.map((area) => (
          <ListItem key={area.key} disablePadding>
            <ListItemButton component={RouterLink} to={areaHref(area)} selected={area === active} aria-current={area === active ? 'page' : undefined}>
              <ListItemText primary={t(`nav.${area.key}`)} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </nav>
  );
}
