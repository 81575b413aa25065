import { dayTypeLabel, formatDate, formatMoney, localName, type Language } from '@app/domain';
import { Box, Divider, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from '../../lib/i18n';
import type { BookingSummary as Summary, SummaryWeek } from './booking-form';
import type { BookableCourse } from './types';

interface Props {
  summary: Summary;
  course: BookableCourse;
  lang: Language;
}

/**
 * What the parent is about to book (issue 38): per child the weeks with day type and price, a week bound for the
 * waiting list without an amount, and the total. The dialog shows it above the send bar and the confirm prompt
 * repeats it.
 */
export function BookingSummary({ summary, course, lang }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const lines = summary.lines.filter((line) => line.weeks.length > 0);
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 0.5 }}>
        {t('booking.summary.title')}
      </Typography>
      {lines.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('booking.summary.empty')}
        </Typography>
      ) : (
        <Stack spacing={1}>
          {lines.map((line) => (
            <Box key={line.key}>
              <Typography sx={{ fontWeight: 600 }}>{line.child?.display_name ?? t('booking.dialog.child')}</Typography>
              <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
                {line.weeks.map((entry) => (
                  <WeekLine key={entry.week.id} entry={entry} course={course} lang={lang} />
                ))}
              </Box>
            </Box>
          ))}
          <Divider />
          <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
            <Typography sx={{ fontWeight: 600 }}>{t('booking.summary.total')}</Typography>
            <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{formatMoney(summary.total)}</Typography>
          </Stack>
          {summary.waiting ? (
            <Typography variant="body2" color="text.secondary">
              {t('booking.summary.waiting_hint')}
            </Typography>
          ) : null}
        </Stack>
      )}
    </Box>
  );
}

function WeekLine({ entry, course, lang }: { entry: SummaryWeek; course: BookableCourse; lang: Language }) {
  const { t } = useTranslation();
  const { week, dayType, price, place } = entry;
  const amount = place === 'confirmed' ? formatMoney(price) : place === 'waiting' ? t('booking.summary.waiting') : t('booking.dialog.full');
  return (
    <Stack component="li" direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', flexWrap: 'wrap', columnGap: 2 }}>
      <Typography variant="body2">
        {localName(week, lang)} ({formatDate(week.from)} - {formatDate(week.to)}), {dayTypeLabel(course, dayType, lang, t)}
      </Typography>
      <Typography variant="body2" sx={{ ml: 'auto', whiteSpace: 'nowrap', fontWeight: place === 'confirmed' ? undefined : 600 }}>
        {amount}
      </Typography>
    </Stack>
  );
}
