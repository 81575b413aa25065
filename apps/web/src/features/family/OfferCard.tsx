import { formatDateTime, localName, type FamilyRegistration } from '@app/domain';
import { Check, Close } from '@mui/icons-material';
import { Button, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { currentLanguage, useTranslation } from '../../lib/i18n';
import { useNotify } from '../../lib/notifications';
import { useDecideOffer } from './api';
import { weekDates } from './registration';

const MINUTE = 60_000;

/** The time still left until `until`, in days and hours, or hours and minutes, as a parent reads it. */
function useTimeLeft(until: string): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);
  return new Date(until).getTime() - now;
}

function TimeLeft({ ms }: { ms: number }) {
  const { t } = useTranslation();
  const minutes = Math.max(1, Math.floor(ms / MINUTE));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const parts =
    days > 0
      ? [t('offers.page.days', { count: days }), ...(hours > 0 ? [t('offers.page.hours', { count: hours })] : [])]
      : hours > 0
        ? [t('offers.page.hours', { count: hours }), ...(minutes % 60 > 0 ? [t('offers.page.minutes', { count: minutes % 60 })] : [])]
        : [t('offers.page.minutes', { count: minutes })];
  return <>{t('offers.page.left', { time: parts.join(' ') })}</>;
}

/**
 * A place offered from the waiting list (issue 36): the child and week, the deadline in local time with the time
 * left, and the family's two answers. Declining asks first: the child then leaves the waiting list.
 */
export function OfferCard({ registration }: { registration: FamilyRegistration & { offer: NonNullable<FamilyRegistration['offer']> } }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const notify = useNotify();
  const decide = useDecideOffer();
  const [declining, setDeclining] = useState(false);
  const left = useTimeLeft(registration.offer.expires_at);
  const expired = left <= 0;
  const child = registration.people.display_name;
  const title = t('offers.page.title', { child });
  const answer = (decision: 'accept' | 'decline') =>
    decide.mutate(
      { id: registration.id, decision },
      {
        onSuccess: ({ message }) => notify('success', message),
        onError: (error) => notify('error', error.message),
        onSettled: () => setDeclining(false),
      },
    );
  return (
    <Paper component="section" aria-label={title} variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, borderColor: 'success.main', borderWidth: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography>
        {t('offers.page.place', { course: localName(registration.course, lang), week: localName(registration.courseWeek, lang), dates: weekDates(registration.courseWeek) })}
      </Typography>
      <Typography sx={{ fontWeight: 600, mt: 1 }}>
        {expired ? t('offers.page.expired') : t('offers.page.until', { deadline: formatDateTime(registration.offer.expires_at) })}{' '}
        {expired ? null : <TimeLeft ms={left} />}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('offers.page.explain')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 2 }}>
        <Button variant="contained" color="success" startIcon={<Check />} disabled={expired || decide.isPending} onClick={() => answer('accept')} sx={{ minHeight: 44 }}>
          {t('offers.page.accept')}
        </Button>
        <Button variant="outlined" color="error" startIcon={<Close />} disabled={expired || decide.isPending} onClick={() => setDeclining(true)} sx={{ minHeight: 44 }}>
          {t('offers.page.decline')}
        </Button>
      </Stack>
      <ConfirmDialog
        open={declining}
        text={t('offers.page.confirm_decline', { child, week: localName(registration.courseWeek, lang) })}
        onConfirm={() => answer('decline')}
        onClose={() => setDeclining(false)}
        busy={decide.isPending}
      />
    </Paper>
  );
}
