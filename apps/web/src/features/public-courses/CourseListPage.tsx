import { localName, toLanguage } from '@app/domain';
import { Alert, Box, Button, ButtonBase, Grid, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ChangeEvent } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { RichHtml } from '../../components/RichHtml';
import { useSession } from '../../lib/session';
import { useOptions } from '../../lib/options';
import { publicCoursesQuery } from './api';
import { CourseCard } from './CourseCard';
import { matches, readFilters, writeFilters, type CourseFilters } from './filters';

/** Cards above this index are in the first screen of a phone and load at once; the rest when scrolled to. */
const EAGER_CARDS = 2;

/**
 * Cards further down are laid out and painted when scrolled near, not with the first screen: a phone shows the
 * page sooner (decision 016). The estimate keeps the scrollbar steady.
 */
const BELOW_THE_FOLD = { contentVisibility: 'auto', containIntrinsicSize: 'auto 420px' } as const;

/** The public start page (public specification section 2): introduction, course types, filters and the courses. */
export function CourseListPage() {
  const { t, i18n } = useTranslation();
  const lang = toLanguage(i18n.language);
  const options = useOptions();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const { data: list } = useQuery(publicCoursesQuery);
  const setFilters = (next: CourseFilters) => setParams(writeFilters(next));

  const courses = (list?.data ?? []).filter((course) => matches(course, filters));
  const typeTiles = [{ id: null, label: t('publicCourses.all_types') }, ...(list?.course_types ?? []).map((type) => ({ id: type.id, label: localName(type, lang) }))];

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
      <Paper sx={{ p: { xs: 2, sm: 4 }, mb: 3 }}>
        <Typography variant="h4" component="h1" gutterBottom sx={{ fontSize: { xs: '1.75rem', sm: '2.125rem' }, overflowWrap: 'break-word', hyphens: 'auto' }}>
          {options.app_name || t('app.default_title')}
        </Typography>
        <RichHtml html={lang === 'it' ? options.app_intro_it : options.app_intro} sx={{ mb: 3 }} />
        <WayIn />
      </Paper>

      {/* Tiles, filters and courses appear together, in one step: nothing below the introduction jumps. */}
      {list ? (
        <>
          <Box component="nav" aria-label={t('publicCourses.type')} sx={{ mb: 3 }}>
            <Grid container spacing={1.5}>
              {typeTiles.map((tile) => {
                const selected = filters.type === tile.id;
                return (
                  <Grid key={tile.id ?? 'all'} size={{ xs: 6, sm: 4, md: 3 }}>
                    <ButtonBase
                      onClick={() => setFilters({ ...filters, type: tile.id })}
                      aria-pressed={selected}
                      sx={{
                        width: '100%',
                        minHeight: 64,
                        p: 1.5,
                        borderRadius: 1,
                        border: 2,
                        borderColor: selected ? 'primary.main' : 'divider',
                        bgcolor: selected ? 'primary.main' : 'background.paper',
                        color: selected ? 'primary.contrastText' : 'text.primary',
                        typography: 'subtitle1',
                        fontWeight: 600,
                        textAlign: 'center',
                      }}
                    >
                      {tile.label}
                    </ButtonBase>
                  </Grid>
                );
              })}
            </Grid>
          </Box>

          <Paper sx={{ p: 2, mb: 3 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
              <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 220 }}>
                <Box component="label" htmlFor="course-type-filter" sx={{ typography: 'subtitle2' }}>
                  {t('publicCourses.type')}
                </Box>
                <Box
                  component="select"
                  id="course-type-filter"
                  value={filters.type === null ? '' : String(filters.type)}
                  onChange={(event: ChangeEvent<HTMLSelectElement>) => setFilters({ ...filters, type: event.target.value === '' ? null : Number(event.target.value) })}
                  sx={{ typography: 'body1', height: 40, px: 1, borderRadius: 1, border: 1, borderColor: 'grey.600', bgcolor: 'background.paper', color: 'text.primary' }}
                >
                  <option value="">{t('publicCourses.all_types')}</option>
                  {(list?.course_types ?? []).map((type) => (
                    <option key={type.id} value={String(type.id)}>
                      {localName(type, lang)}
                    </option>
                  ))}
                </Box>
              </Box>
              <Box role="group" aria-labelledby="course-location-filter" sx={{ flexGrow: 1 }}>
                <Typography id="course-location-filter" variant="subtitle2" component="div" sx={{ mb: 0.5 }}>
                  {t('publicCourses.locations')}
                </Typography>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                  {(list?.locations ?? []).map((location) => {
                    const selected = filters.locations.includes(location.id);
                    const locations = selected ? filters.locations.filter((id) => id !== location.id) : [...filters.locations, location.id];
                    return (
                      <ButtonBase
                        key={location.id}
                        onClick={() => setFilters({ ...filters, locations })}
                        aria-pressed={selected}
                        sx={{
                          minHeight: 40,
                          px: 1.5,
                          borderRadius: 5,
                          border: 1,
                          borderColor: selected ? 'primary.main' : 'grey.600',
                          bgcolor: selected ? 'primary.main' : 'background.paper',
                          color: selected ? 'primary.contrastText' : 'text.primary',
                          typography: 'body2',
                        }}
                      >
                        {[localName(location, lang), location.place].filter(Boolean).join(', ')}
                      </ButtonBase>
                    );
                  })}
                </Box>
              </Box>
            </Stack>
          </Paper>

          {courses.length === 0 ? (
            <Alert severity="info">{t('publicCourses.nothing_matches')}</Alert>
          ) : (
            <Grid container spacing={2} component="section" aria-label={t('publicCourses.weeks')}>
              {courses.map((course, index) => (
                <Grid key={course.id} size={{ xs: 12, sm: 6, md: 4 }} sx={index < EAGER_CARDS ? undefined : BELOW_THE_FOLD}>
                  <CourseCard course={course} eager={index < EAGER_CARDS} />
                </Grid>
              ))}
            </Grid>
          )}
        </>
      ) : (
        <Skeleton variant="rounded" height={480} aria-hidden />
      )}
    </Box>
  );
}

/** Visitors sign in or sign up; parents go to their family; staff accounts to the back office. */
function WayIn() {
  const { t } = useTranslation();
  const { user } = useSession();
  // The button's place is kept while the session is checked, so the page below it does not move.
  if (user === undefined) return <Skeleton variant="rounded" width={220} height={37} />;
  if (user === null) {
    return (
      <Button variant="contained" component={RouterLink} to="/login">
        {t('home.login_or_register')}
      </Button>
    );
  }
  return user.people ? (
    <Button variant="contained" component={RouterLink} to="/my-family">
      {t('home.my_family')}
    </Button>
  ) : (
    <Button variant="contained" component={RouterLink} to="/be">
      {t('home.to_back_office')}
    </Button>
  );
}
