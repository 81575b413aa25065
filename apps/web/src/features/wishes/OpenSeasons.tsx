import { formatWallClock } from '@app/domain';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { openSeasonsQuery, wishListPath } from './api';

/**
 * The family page's way to the wish lists: a card per season not yet at first come, first served, with its
 * wish phase and a link to the family's list (to edit while the phase lasts, to look at otherwise, with the
 * draw's result once it is published). Nothing when there is no such season.
 */
export function OpenSeasons() {
  const { t } = useTranslation();
  const seasons = useQuery(openSeasonsQuery).data ?? [];
  if (seasons.length === 0) return null;
  const title = t('wishes.open.title');
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Stack spacing={1.5}>
        {seasons.map((season) => (
          <Paper key={season.id} variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
              <Box>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                  {t('wishes.open.season', { year: season.year })}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('wishes.open.wishes_until', { from: formatWallClock(season.wish_from), to: formatWallClock(season.wish_to) })}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('wishes.page.publish_at', { at: formatWallClock(season.publish_at) })}
                </Typography>
              </Box>
              <Button component={RouterLink} to={wishListPath(season.id)} variant={season.phase === 'wishes' ? 'contained' : 'outlined'} sx={{ minHeight: 44 }}>
                {season.phase === 'wishes' ? t('wishes.open.edit') : season.published_at ? t('drawResult.result.view') : t('wishes.open.view')}
              </Button>
            </Stack>
          </Paper>
        ))}
      </Stack>
    </Box>
  );
}
