import { List, ListItem, ListItemButton, ListItemText, ListSubheader } from '@mui/material';
import { useTranslation } from '../../lib/i18n';
import { Link as RouterLink, useLocation } from 'react-router';
import { areaHref, type BackOfficeArea } from '../backoffice/areas';

/** `dense`: compact rows for a mouse, beside the content on a desktop; a phone's finger keeps the full height. */
export function DrawerNavigation({ areas, dense }: { areas: BackOfficeArea[]; dense: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // The most specific area whose path starts the current one is the active one.
  const active = [...areas]
    .sort((a, b) => areaHref(b).length - areaHref(a).length)
    .find((area) => pathname === areaHref(area) || pathname.startsWith(`${areaHref(area)}/`));
  return (
    <nav aria-label={t('shell.main_navigation')}>
      {/* Not sticky: a heading held at the top would cover the shadow that says entries hide above. */}
      <List subheader={<ListSubheader disableSticky>{t('shell.back_office')}</ListSubheader>}>
        {/* Each link in its list item: a list holds only items (the subheader is one too). Compact rows keep the
            text's size, and every entry fits beside the content at 1280 x 800. */}
        {areas.map((area) => (
          <ListItem key={area.key} disablePadding>
            <ListItemButton dense={dense} component={RouterLink} to={areaHref(area)} selected={area === active} aria-current={area === active ? 'page' : undefined}>
              <ListItemText primary={t(`nav.${area.key}`)} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </nav>
  );
}
