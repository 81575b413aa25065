import { formatDate, localName, localText, toLanguage, type PublicCourseCard } from '@app/domain';
import PlaceIcon from '@mui/icons-material/Place';
import EventIcon from '@mui/icons-material/Event';
import { Box, Button, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import { useTranslation } from '../../lib/i18n';
import { Link as RouterLink } from 'react-router';
import { plainText, truncate } from './text';

const DESCRIPTION_LENGTH = 160;

/** A course on the public list: picture, name, period, place, the start of its description and the way on. */
export function CourseCard({ course, eager }: { course: PublicCourseCard; eager: boolean }) {
  const { t, i18n } = useTranslation();
  const lang = toLanguage(i18n.language);
  const name = localName(course, lang);
  const description = truncate(plainText(localText(course.description, course.description_it, lang)), DESCRIPTION_LENGTH);
  return (
    <Card component="article" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      {/* A fixed 16:9 frame: the list never jumps when a picture arrives. */}
      <Box sx={{ aspectRatio: '16 / 9', bgcolor: 'grey.200', overflow: 'hidden' }}>
        {course.image ? (
          <Box
            component="img"
            src={course.image.url}
            alt=""
            width={640}
            height={360}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        ) : null}
      </Box>
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {name}
        </Typography>
        <Stack spacing={0.5} sx={{ mb: 1, color: 'text.secondary' }}>
          {course.from && course.to ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <EventIcon fontSize="small" aria-hidden />
              <Typography variant="body2">{t('publicCourses.period', { from: formatDate(course.from), to: formatDate(course.to) })}</Typography>
            </Stack>
          ) : null}
          {course.location ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <PlaceIcon fontSize="small" aria-hidden />
              <Typography variant="body2">
                {[localName(course.location, lang), course.location.place].filter(Boolean).join(', ')}
              </Typography>
            </Stack>
          ) : null}
        </Stack>
        {description ? <Typography variant="body2">{description}</Typography> : null}
      </CardContent>
      <CardActions>
        <Button component={RouterLink} to={`/courseregistration/${course.id}`} aria-label={`${t('publicCourses.more')}: ${name}`}>
          {t('publicCourses.more')}
        </Button>
      </CardActions>
    </Card>
  );
}
