import { formatDate, formatMoney, localName, localText, toLanguage, type PublicCourse } from '@app/domain';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, Link, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Link as RouterLink, useParams } from 'react-router';
import { RichHtml } from '../../components/RichHtml';
import { ApiError } from '../../lib/api-client';
import { BookingDialog, useBookingParam } from '../booking';
import { NotFoundPage } from '../errors';
import { publicCourseQuery } from './api';
import { LIVE_REFRESH_MS, msUntilOpening, refreshInterval, serverOffsetMs } from './live-availability';
import { WeekList } from './WeekList';

/** A little after the opening minute by the server's clock, so the answer already says "open". */
const AFTER_OPENING_MS = 1_000;

/**
 * The course page (public specification section 2; decisions.md section 9): everything about the course and
 * its weeks, availability that refreshes by itself while the page is visible, and the booking.
 */
export function CourseDetailPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const query = useQuery({
    ...publicCourseQuery(id),
    enabled: valid,
    // A page that has just arrived with its data (rendered by the server, or asked for with the page's code) is
    // not asked for again the moment it shows, unless the registration is about to open: then the server's
    // clock is read from an answer of its own (a rendered page may be a second old).
    staleTime: (current) => (current.state.data?.booking.opens_at ? 0 : LIVE_REFRESH_MS),
    refetchInterval: (current) => refreshInterval(current.state.data),
    refetchOnWindowFocus: true,
    meta: { silent: true },
  });
  const course = query.data;
  const offset = course ? serverOffsetMs(course, query.dataUpdatedAt) : 0;
  const { refetch } = query;

  // Ask again right at the opening minute: the book button enables without a reload.
  const wait = course ? msUntilOpening(course, offset) : null;
  useEffect(() => {
    if (wait === null) return;
    const timer = setTimeout(() => void refetch(), wait + AFTER_OPENING_MS);
    return () => clearTimeout(timer);
  }, [wait, refetch]);

  if (!valid || (query.error instanceof ApiError && query.error.status === 404)) return <NotFoundPage />;
  if (!course) return <Skeleton variant="rounded" height={480} sx={{ maxWidth: 1100, mx: 'auto' }} />;
  return <CourseDetail course={course} serverTimeOffsetMs={offset} />;
}

function CourseDetail({ course, serverTimeOffsetMs }: { course: PublicCourse; serverTimeOffsetMs: number }) {
  const { t, i18n } = useTranslation();
  const lang = toLanguage(i18n.language);
  const booking = useBookingParam();
  const name = localName(course, lang);
  const preparing = course.booking.reason_code === 'not_yet_open';

  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
      <Button component={RouterLink} to="/" startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        {t('publicCourses.back')}
      </Button>
      <Paper sx={{ overflow: 'hidden' }}>
        {course.image ? (
          // The page's largest picture: asked for before the other requests of the page.
          <Box sx={{ aspectRatio: '21 / 9', bgcolor: 'grey.200' }}>
            <Box component="img" src={course.image.url} alt="" width={1100} height={471} fetchPriority="high" sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
          </Box>
        ) : null}
        <Stack spacing={2} sx={{ p: { xs: 2, sm: 4 } }}>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.125rem' }, overflowWrap: 'break-word', hyphens: 'auto' }}>
            {name}
          </Typography>
          <Facts course={course} />
          <RichHtml html={localText(course.description, course.description_it, lang)} />
          <RichHtml html={localText(course.info, course.info_it, lang)} />
          {course.program ? (
            <Box>
              <Button href={course.program.url} target="_blank" rel="noopener" startIcon={<DownloadIcon />} variant="outlined">
                {t('publicCourses.program_download')}
              </Button>
            </Box>
          ) : null}

          <Typography variant="h5" component="h2">
            {t('publicCourses.weeks')}
          </Typography>
          {/* Below the first screen of a phone: laid out when scrolled near (decision 016). */}
          <Box sx={{ contentVisibility: 'auto', containIntrinsicSize: 'auto 600px' }}>
            <WeekList course={course} />
          </Box>

          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <Button variant="contained" size="large" disabled={!course.booking.possible} onClick={booking.openBooking}>
              {t('publicCourses.book')}
            </Button>
            {preparing ? (
              <Button variant="outlined" size="large" onClick={booking.openBooking}>
                {t('publicCourses.prepare')}
              </Button>
            ) : null}
          </Stack>
          {course.booking.reason ? (
            <Alert severity={preparing ? 'info' : 'warning'} role="status">
              {course.booking.reason}
              {preparing ? ` ${t('publicCourses.prepare_hint')}` : ''}
              {course.booking.reason_code === 'wish_phase' && course.booking.season_id ? (
                <>
                  {' '}
                  {/* A plain link: the wish list's code is loaded when it is opened, never with this public page. */}
                  <Link component={RouterLink} to={`/my-family/wishes/${course.booking.season_id}`} sx={{ fontWeight: 600 }}>
                    {t('nav.wish_list')}
                  </Link>
                </>
              ) : null}
            </Alert>
          ) : null}
        </Stack>
      </Paper>
      <BookingDialog course={course} serverTimeOffsetMs={serverTimeOffsetMs} open={booking.open} onClose={booking.closeBooking} />
    </Box>
  );
}

function Facts({ course }: { course: PublicCourse }) {
  const { t, i18n } = useTranslation();
  const lang = toLanguage(i18n.language);
  // The window's day and time are the organisation's wall clock already: shown as they are.
  const opensAt = course.register_from ? [formatDate(course.register_from), course.register_from_time].filter(Boolean).join(' ') : null;
  const window = [
    opensAt ? t('publicCourses.window_from', { at: opensAt }) : null,
    course.register_to ? t('publicCourses.window_to', { date: formatDate(course.register_to) }) : null,
  ].filter(Boolean);
  const facts = [
    course.from && course.to ? [t('publicCourses.dates'), t('publicCourses.period', { from: formatDate(course.from), to: formatDate(course.to) })] : null,
    course.location ? [t('publicCourses.location'), [localName(course.location, lang), course.location.place].filter(Boolean).join(', ')] : null,
    window.length > 0 ? [t('publicCourses.registration_window'), window.join(' ')] : null,
    course.price !== null ? [t('publicCourses.course_price'), formatMoney(course.price)] : null,
  ].filter((fact): fact is [string, string] => fact !== null);
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: 0.5, m: 0 }}>
      {facts.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" sx={{ fontWeight: 600 }}>
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 } }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
