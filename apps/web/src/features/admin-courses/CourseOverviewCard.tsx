import { type CourseOverviewCard as Course, formatDate, localName, toLanguage } from '@app/domain';
import CategoryIcon from '@mui/icons-material/Category';
import EventIcon from '@mui/icons-material/Event';
import GroupsIcon from '@mui/icons-material/Groups';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import PlaceIcon from '@mui/icons-material/Place';
import SchoolIcon from '@mui/icons-material/School';
import ViewWeekIcon from '@mui/icons-material/ViewWeek';
import { Box, Card, CardActionArea, CardContent, CardMedia, Stack, Typography, type SvgIconProps } from '@mui/material';
import type { ComponentType } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Link as RouterLink } from 'react-router';

const MEDIA_HEIGHT = 140;

/** A line of the card; where the text alone does not say what it is (a place, dates), the icon's label does. */
function Line({ icon: Icon, label, children }: { icon: ComponentType<SvgIconProps>; label?: string; children: string }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Icon fontSize="small" titleAccess={label} sx={{ color: 'text.secondary' }} />
      <Typography variant="body2">{children}</Typography>
    </Stack>
  );
}

/** One course of the overview: a link to its form with where, what, when and how full. */
export function CourseOverviewCard({ course }: { course: Course }) {
  const { t, i18n } = useTranslation();
  const local = (record: { name: string; name_it: string }) => localName(record, toLanguage(i18n.language));
  const place = course.location ? [local(course.location), course.location.place].filter(Boolean).join(', ') : null;
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={`/be/course/${course.id}`} sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' }}>
        {course.image ? (
          <CardMedia component="img" image={course.image} alt="" sx={{ height: MEDIA_HEIGHT, objectFit: 'cover' }} />
        ) : (
          <Box sx={{ height: MEDIA_HEIGHT, display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'action.hover' }}>
            <SchoolIcon sx={{ fontSize: 56, color: 'text.disabled' }} />
          </Box>
        )}
        <CardContent component={Stack} spacing={0.75}>
          <Typography variant="h6" component="h2" sx={{ lineHeight: 1.3 }}>
            {local(course)}
          </Typography>
          {place ? (
            <Line icon={PlaceIcon} label={t('catalogue.location.one')}>
              {place}
            </Line>
          ) : null}
          {course.course_type ? (
            <Line icon={CategoryIcon} label={t('catalogue.courseType.one')}>
              {local(course.course_type)}
            </Line>
          ) : null}
          <Line icon={EventIcon} label={t('settings.overview.filters.period')}>
            {course.from && course.to ? `${formatDate(course.from)} – ${formatDate(course.to)}` : t('settingsPage.overview.no_period')}
          </Line>
          <Line icon={ViewWeekIcon}>
            {t('settingsPage.overview.weeks', { count: course.week_count })}
          </Line>
          <Line icon={GroupsIcon}>
            {t('settings.overview.registered', { registered: course.registered, max: course.max_participants })}
          </Line>
          {course.waiting_list > 0 || course.waiting > 0 ? (
            <Line icon={HourglassEmptyIcon}>
              {t('settingsPage.overview.waiting', { waiting: course.waiting, max: course.waiting_list })}
            </Line>
          ) : null}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
