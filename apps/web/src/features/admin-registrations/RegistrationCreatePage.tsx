import { formatDate, localName, toLanguage, type CourseListItem } from '@app/domain';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Autocomplete, Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Page } from '../../components/Page';
import { useTranslation } from '../../lib/i18n';
import { courseShowQuery, RegisterChildDialog } from '../admin-courses';
import { REGISTRATION_LIST_PATH, useCourseChoices } from './api';

/**
 * /be/peopleCourseWeekRegistration/create (the registration area's create route): staff choose a course and
 * one of its weeks, then book a child of any family in the course show page's register-child dialog, the
 * office booking (child and day type; POST /api/send-registration/{id}/admin).
 */
export function RegistrationCreatePage() {
  const { t, i18n } = useTranslation();
  const lang = toLanguage(i18n.language);
  const c = (key: string) => t(`courseShow.create.${key}`);
  const courses = useCourseChoices(undefined);
  const [course, setCourse] = useState<CourseListItem | null>(null);
  const [weekId, setWeekId] = useState<number | ''>('');
  const [booking, setBooking] = useState(false);
  // The dialog needs what the course show page has: the course's questions and whether health data is asked.
  const show = useQuery({ ...courseShowQuery(course?.id ?? 0), enabled: course !== null });
  const weeks = show.data?.course.course_weeks ?? [];
  const week = weeks.find((candidate) => candidate.id === weekId);

  return (
    <Page title={c('title')}>
      <Stack spacing={2}>
        <Typography>{c('intro')}</Typography>
        <Autocomplete<CourseListItem>
          options={courses}
          value={course}
          onChange={(_event, chosen) => {
            setCourse(chosen);
            setWeekId('');
          }}
          getOptionLabel={(option) => `${localName(option, lang)} (${option.year})`}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          renderInput={(params) => <TextField {...params} label={c('course')} required size="small" />}
        />
        <TextField
          select
          id="registration-create-week"
          label={c('week')}
          value={weekId}
          onChange={(event) => setWeekId(Number(event.target.value))}
          disabled={weeks.length === 0}
          helperText={show.data && weeks.length === 0 ? t('courseShow.no_weeks') : undefined}
          required
          size="small"
        >
          {weeks.map((option) => (
            <MenuItem key={option.id} value={option.id}>
              {`${localName(option, lang)} (${formatDate(option.from)} - ${formatDate(option.to)})`}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
          <Button component={RouterLink} to={REGISTRATION_LIST_PATH}>
            {t('admin.back')}
          </Button>
          <Button variant="contained" startIcon={<PersonAddIcon />} disabled={!week} onClick={() => setBooking(true)}>
            {t('courseShow.register_child')}
          </Button>
        </Box>
      </Stack>
      {booking && show.data && week ? <RegisterChildDialog show={show.data} week={week} onClose={() => setBooking(false)} /> : null}
    </Page>
  );
}
