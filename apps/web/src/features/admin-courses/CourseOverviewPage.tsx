import { localName, toLanguage } from '@app/domain';
import { Alert, Box, Button, Grid, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n';
import { useSearchParams } from 'react-router';
import { Loading } from '../../components/Loading';
import { Page } from '../../components/Page';
import { COURSE_OVERVIEW_FILTERS, courseOverviewQuery, type CourseOverviewFilters } from './api';
import { CourseOverviewCard } from './CourseOverviewCard';
import { PickerLocalization } from '../../components/form/PickerInputs';
import { CourseOverviewDateFilter } from './CourseOverviewDateFilter';

/**
 * /be/course/overview: every active course as a card, filtered by municipality, topic and period. The filters
 * live in the address, so the way back from a course form finds them as they were.
 */
export function CourseOverviewPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(COURSE_OVERVIEW_FILTERS.map((key) => [key, params.get(key) ?? ''])) as CourseOverviewFilters;
  const periodInvalid = filters.from !== '' && filters.to !== '' && filters.from > filters.to;
  const query = useQuery({ ...courseOverviewQuery(filters), enabled: !periodInvalid, placeholderData: keepPreviousData });

  const change = (key: keyof CourseOverviewFilters, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  const choices = query.data?.filters;
  // A place given in the address but not (or not yet) among the choices stays selectable, so the select shows it.
  const known = choices?.places ?? [];
  const places = filters.municipality && !known.includes(filters.municipality) ? [filters.municipality, ...known] : known;
  const courses = query.data?.data;

  return (
    <Page
      title={t('settings.overview.title')}
      width="lg"
      actions={
        <Button onClick={() => setParams({}, { replace: true })} disabled={COURSE_OVERVIEW_FILTERS.every((key) => !filters[key])}>
          {t('settingsPage.overview.reset')}
        </Button>
      }
    >
      <PickerLocalization>
        <Grid container spacing={2} sx={{ mb: 2, alignItems: 'flex-start' }}>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <TextField select fullWidth id="overview-municipality" label={t('settings.overview.filters.municipality')} value={filters.municipality} onChange={(event) => change('municipality', event.target.value)}>
              <MenuItem value="">{t('settings.overview.filters.all')}</MenuItem>
              {places.map((place) => (
                <MenuItem key={place} value={place}>
                  {place}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <TextField select fullWidth id="overview-topic" label={t('settings.overview.filters.topic')} value={choices ? filters.topic : ''} onChange={(event) => change('topic', event.target.value)}>
              <MenuItem value="">{t('settings.overview.filters.all')}</MenuItem>
              {(choices?.course_types ?? []).map((type) => (
                <MenuItem key={type.id} value={String(type.id)}>
                  {localName(type, toLanguage(i18n.language))}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} role="group" aria-label={t('settings.overview.filters.period')}>
              <CourseOverviewDateFilter id="overview-from" label={t('settings.overview.filters.from')} value={filters.from} onChange={(value) => change('from', value)} />
              <CourseOverviewDateFilter
                id="overview-to"
                label={t('settings.overview.filters.to')}
                value={filters.to}
                onChange={(value) => change('to', value)}
                error={periodInvalid ? t('settingsPage.overview.period_invalid') : undefined}
              />
            </Stack>
          </Grid>
        </Grid>
      </PickerLocalization>
      {courses ? (
        <>
          <Typography role="status" variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
            {t('settingsPage.overview.results', { count: courses.length })}
          </Typography>
          {courses.length === 0 ? (
            <Box sx={{ p: 3, textAlign: 'center', color: 'text.secondary' }}>{t('settings.overview.empty')}</Box>
          ) : (
            <Grid container spacing={2} sx={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
              {courses.map((course) => (
                <Grid key={course.id} size={{ xs: 12, sm: 6, lg: 4 }}>
                  <CourseOverviewCard course={course} />
                </Grid>
              ))}
            </Grid>
          )}
        </>
      ) : query.isError ? (
        <Alert severity="error">{t('admin.loading_failed')}</Alert>
      ) : periodInvalid ? null : (
        <Loading />
      )}
    </Page>
  );
}
