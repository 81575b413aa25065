import { formatDateTime, type RegistrationDetail } from '@app/domain';
import { EventAvailable, MoreTime } from '@mui/icons-material';
import { Box, Button, List, ListItem, ListItemText, Typography } from '@mui/material';
import type { QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { OfferDialog } from './OfferDialog';

/**
 * A registration's history on the waiting list (issue 36): every offer made, extended, reminded and decided,
 * who did it and until when; with the open offer's deadline to move, or a place to offer to a waiting child.
 */
export function RegistrationHistory({ registration, invalidates }: { registration: RegistrationDetail; invalidates: readonly QueryKey[] }) {
  const { t } = useTranslation();
  const { can } = useSession();
  const [dialog, setDialog] = useState(false);
  const child = `${registration.child.first_name} ${registration.child.last_name}`;
  const waiting = registration.is_waiting && registration.deleted_at === null;
  return (
    <Box component="section" aria-label={t('offersOffice.history.title')} sx={{ mb: 3 }}>
      <Typography variant="h6" component="h2">
        {t('offersOffice.history.title')}
      </Typography>
      {registration.history.length === 0 ? (
        <Typography sx={{ color: 'text.secondary', py: 1 }}>{t('offersOffice.history.empty')}</Typography>
      ) : (
        <List dense>
          {registration.history.map((event, index) => (
            <ListItem key={index} disableGutters>
              <ListItemText
                primary={[t(`offersOffice.history.act.${event.act}`), event.expires_at ? t('offersOffice.history.until', { deadline: formatDateTime(event.expires_at) }) : null]
                  .filter(Boolean)
                  .join(' ')}
                secondary={`${formatDateTime(event.at)}, ${event.by ?? t('offersOffice.history.system')}`}
              />
            </ListItem>
          ))}
        </List>
      )}
      {registration.offer ? <Typography sx={{ fontWeight: 600 }}>{t('offersOffice.history.open', { deadline: formatDateTime(registration.offer.expires_at) })}</Typography> : null}
      {waiting && can('peopleCourseWeekRegistration.update') ? (
        <Button startIcon={registration.offer ? <MoreTime /> : <EventAvailable />} onClick={() => setDialog(true)} sx={{ mt: 1 }}>
          {t(registration.offer ? 'offersOffice.extend' : 'offersOffice.offer')}
        </Button>
      ) : null}
      {dialog ? (
        <OfferDialog registration={{ id: registration.id, child, expiresAt: registration.offer?.expires_at ?? null }} invalidates={invalidates} onClose={() => setDialog(false)} />
      ) : null}
    </Box>
  );
}
