import { formatDateTime } from '@app/domain';
import { Button, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { timeLeft, useCountdown } from './countdown';
import type { BookableCourse } from './types';

interface Props {
  booking: BookableCourse['booking'];
  serverTimeOffsetMs: number;
  busy: boolean;
  onSend(): void;
}

/**
 * The send button. Before the opening it shows the time left and unlocks by itself at the opening minute
 * (server clock), so a parent who filled the dialog ahead only has to press it; when booking is not possible
 * for another reason it says why.
 */
export function SendButton({ booking, serverTimeOffsetMs, busy, onSend }: Props) {
  const { t } = useTranslation();
  const left = useCountdown(booking.possible ? null : booking.opens_at, serverTimeOffsetMs);
  const waitsForOpening = !booking.possible && booking.opens_at !== null && left > 0;
  const open = booking.possible || (booking.opens_at !== null && left === 0);
  // A season draws the places (issue 37): the reason says so, and the family's wish list is one tap away.
  const drawn = !open && booking.reason_code === 'wish_phase' && booking.season_id ? booking.season_id : null;
  let label = t('booking.dialog.send');
  if (waitsForOpening) {
    const { days, clock } = timeLeft(left);
    label = t('booking.dialog.opens_in', { time: days > 0 ? `${t('booking.dialog.days', { count: days })} ${clock}` : clock });
  }
  return (
    <>
      {!open ? (
        <Typography variant="body2" color="text.secondary" sx={{ flexBasis: '100%', order: -1, textAlign: 'center' }} role="status">
          {drawn === null && waitsForOpening ? t('booking.dialog.opens_hint', { opens_at: formatDateTime(booking.opens_at) }) : booking.reason}
          {drawn !== null ? (
            <>
              {' '}
              {/* A plain link: the wish list is a family screen of its own, loaded when opened. */}
              <Link component={RouterLink} to={`/my-family/wishes/${drawn}`} sx={{ whiteSpace: 'nowrap' }}>
                {t('nav.wish_list')}
              </Link>
            </>
          ) : null}
        </Typography>
      ) : null}
      <Button
        variant="contained"
        size="large"
        onClick={onSend}
        disabled={!open || busy}
        sx={{ flex: { xs: 1, sm: 'none' }, minHeight: 48, fontVariantNumeric: 'tabular-nums' }}
      >
        {label}
      </Button>
    </>
  );
}
