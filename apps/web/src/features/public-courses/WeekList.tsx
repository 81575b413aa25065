import { dayTypeLabel, formatDate, formatMoney, localName, localText, toLanguage, type DayType, type DayTypeLabels, type PublicCourse, type PublicWeek } from '@app/domain';
import {
  Box,
  Card,
  CardContent,
  Chip,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { lazyDialog } from '../../lib/lazy-dialog';

// Few visitors open a week's times: the dialog's code comes when one does.
const TimeInfoDialog = lazyDialog(async () => ({ default: (await import('./TimeInfoDialog')).TimeInfoDialog }));

const STATE_COLOR = { open: 'success', waiting_list: 'warning', before_registration: 'info', wish_phase: 'info', after_registration: 'default', full: 'error' } as const;

function useDayTypeLabel(course: DayTypeLabels) {
  const { t, i18n } = useTranslation();
  const lang = toLanguage(i18n.language);
  return (dayType: DayType) => dayTypeLabel(course, dayType, lang, t);
}

/** Availability in words: the state, and the places left while they matter. */
function Availability({ week }: { week: PublicWeek }) {
  const { t } = useTranslation();
  const state = week.full ? 'full' : week.state;
  const detail =
    state === 'open'
      ? week.free_places === 1
        ? t('publicCourses.free_place')
        : t('publicCourses.free_places', { count: week.free_places })
      : state === 'waiting_list'
        ? t('publicCourses.waiting_places', { count: week.waiting_free_places })
        : null;
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Chip size="small" color={STATE_COLOR[state]} label={t(`publicCourses.states.${state}`)} />
      {detail ? <Typography variant="body2" color="text.secondary">{detail}</Typography> : null}
    </Stack>
  );
}

function Prices({ week, course }: { week: PublicWeek; course: DayTypeLabels }) {
  const label = useDayTypeLabel(course);
  return (
    <Stack spacing={0.25}>
      {week.full_day && week.price !== null ? <span>{`${label('full_day')}: ${formatMoney(week.price)}`}</span> : null}
      {week.half_day && week.price_half_day !== null ? <span>{`${label('half_day')}: ${formatMoney(week.price_half_day)}`}</span> : null}
    </Stack>
  );
}

function Period({ week, onTimes }: { week: PublicWeek; onTimes: (week: PublicWeek) => void }) {
  const { t, i18n } = useTranslation();
  const hasTimes = Boolean(localText(week.time_info_de, week.time_info_it, toLanguage(i18n.language)));
  const text = t('publicCourses.period', { from: formatDate(week.from), to: formatDate(week.to) });
  return hasTimes ? (
    <Link component="button" type="button" onClick={() => onTimes(week)} sx={{ textAlign: 'left' }}>
      {text}
    </Link>
  ) : (
    <span>{text}</span>
  );
}

function Programme({ week }: { week: PublicWeek }) {
  const { t } = useTranslation();
  return week.program ? (
    <Link href={week.program.url} target="_blank" rel="noopener">
      {t('publicCourses.program_download')}
    </Link>
  ) : null;
}

/**
 * The weeks of a course: a table from medium screens up, cards on a phone. Both are in the page and the screen's
 * width shows one (CSS): the server renders the page without knowing it, and nothing moves when the phone
 * takes the page over (decision 016).
 */
export function WeekList({ course }: { course: PublicCourse }) {
  const { t, i18n } = useTranslation();
  const lang = toLanguage(i18n.language);
  const [times, setTimes] = useState<PublicWeek | null>(null);

  return (
    <>
      <Table aria-label={t('publicCourses.weeks')} sx={{ display: { xs: 'none', md: 'table' } }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('publicCourses.week')}</TableCell>
            <TableCell>{t('publicCourses.dates')}</TableCell>
            <TableCell>{t('publicCourses.price')}</TableCell>
            <TableCell>{t('publicCourses.program')}</TableCell>
            <TableCell>{t('publicCourses.state')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {course.courseWeeks.map((week) => (
            <TableRow key={week.id}>
              <TableCell>{localName(week, lang)}</TableCell>
              <TableCell>
                <Period week={week} onTimes={setTimes} />
              </TableCell>
              <TableCell>
                <Prices week={week} course={course} />
              </TableCell>
              <TableCell>
                <Programme week={week} />
              </TableCell>
              <TableCell>
                <Availability week={week} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Stack spacing={1.5} component="ul" aria-label={t('publicCourses.weeks')} sx={{ display: { xs: 'flex', md: 'none' }, listStyle: 'none', p: 0, m: 0 }}>
        {course.courseWeeks.map((week) => (
          <Card key={week.id} component="li" variant="outlined">
            <CardContent>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                {localName(week, lang)}
              </Typography>
              <Box sx={{ my: 0.5 }}>
                <Period week={week} onTimes={setTimes} />
              </Box>
              <Box sx={{ mb: 1 }}>
                <Prices week={week} course={course} />
              </Box>
              <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'flex-end' }}>
                <Availability week={week} />
                <Programme week={week} />
              </Stack>
            </CardContent>
          </Card>
        ))}
      </Stack>
      <TimeInfoDialog week={times} open={times !== null} onClose={() => setTimes(null)} />
    </>
  );
}
