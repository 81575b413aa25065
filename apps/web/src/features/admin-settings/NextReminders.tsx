import { formatDate, formatDateTime, formatMoney, optionValueSchema, type NextReminder } from '@app/domain';
import SendIcon from '@mui/icons-material/Send';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useDebouncedCallback } from '../../components/list/useDebouncedCallback';
import { Loading } from '../../components/Loading';
import { useNotify } from '../../lib/notifications';
import { useSession } from '../../lib/session';
import { familyReminderUrl, nextRemindersQuery, reminderCountQuery, useSendReminder } from './api';
import type { OptionValues } from './OptionField';

/** Specification, section 9: a mail preview is 900 px wide with a 500 px high frame (as the course e-mails'). */
const PREVIEW_WIDTH = 900;
const PREVIEW_HEIGHT = 500;

/** The deadline as typed, when the option's rule takes it; else nothing is counted. */
function typedDays(value: string | undefined): number | null {
  const parsed = optionValueSchema('payment_days').safeParse(value ?? '');
  return parsed.success ? Number(parsed.data) : null;
}

/**
 * Under the deadline: how many families the next run would remind with the deadline as typed, before it is
 * saved (counted by the server as the run counts, nothing written), asked again once typing pauses.
 */
export function ReminderCount() {
  const { t } = useTranslation();
  const typed = useWatch<OptionValues, 'payment_days'>({ name: 'payment_days' });
  const [days, setDays] = useState(() => typedDays(typed));
  const settle = useDebouncedCallback(setDays);
  useEffect(() => settle(typedDays(typed)), [typed, settle]);
  const count = useQuery({ ...reminderCountQuery(days ?? 0), enabled: days !== null && days > 0 });
  const r = (key: string, params?: Record<string, string | number>) => t(`settingsPage.reminder.${key}`, params);
  const text = days === 0 ? r('count_none') : count.data ? r('count', { count: count.data.families, when: formatDateTime(count.data.run_at) }) : null;
  return (
    <Box role="status" aria-live="polite">
      {text ? <Typography variant="body2">{text}</Typography> : null}
      {days !== 0 && count.data && count.data.unreachable > 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {r('unreachable', { count: count.data.unreachable })}
        </Typography>
      ) : null}
    </Box>
  );
}

/** The families of the next run, each with the e-mail it gets and, for who may change payments, "send now". */
export function NextReminders() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const title = t('settingsPage.reminder.next_title');
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      <Button variant="outlined" startIcon={<VisibilityIcon />} onClick={() => setOpen(true)}>
        {t('settingsPage.reminder.next_open')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} maxWidth={false} slotProps={{ paper: { sx: { width: PREVIEW_WIDTH, maxWidth: 'calc(100% - 32px)', m: 2 } } }}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>{open ? <NextRun /> : null}</DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('shell.close')}</Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}

function NextRun() {
  const { t } = useTranslation();
  const query = useQuery(nextRemindersQuery);
  const [shown, setShown] = useState<NextReminder | null>(null);
  if (query.isError) return <Alert severity="error">{t('admin.loading_failed')}</Alert>;
  if (!query.data) return <Loading />;
  const { families, run_at } = query.data;
  const when = formatDateTime(run_at);
  const current = shown && families.find((family) => family.parent_id === shown.parent_id);
  return (
    <Stack spacing={2}>
      <Typography variant="body2">{t(families.length === 0 ? 'settingsPage.reminder.next_empty' : 'settingsPage.reminder.next_intro', { when })}</Typography>
      {query.data.unreachable > 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('settingsPage.reminder.unreachable', { count: query.data.unreachable })}
        </Typography>
      ) : null}
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {families.map((family) => (
          <FamilyRow key={family.parent_id} family={family} shown={current?.parent_id === family.parent_id} onShow={() => setShown(family)} />
        ))}
      </Stack>
      {current ? (
        <Box
          component="iframe"
          title={t('settingsPage.reminder.email_of', { name: current.name })}
          src={familyReminderUrl(current.parent_id)}
          // The e-mail is shown, never run: the server's policy forbids scripts already, the sandbox too.
          sandbox=""
          sx={{ display: 'block', width: '100%', height: PREVIEW_HEIGHT, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#ffffff' }}
        />
      ) : null}
    </Stack>
  );
}

function FamilyRow({ family, shown, onShow }: { family: NextReminder; shown: boolean; onShow(): void }) {
  const { t } = useTranslation();
  const { can } = useSession();
  const notify = useNotify();
  const send = useSendReminder();
  const [asking, setAsking] = useState(false);
  const confirm = () =>
    send.mutate(family.parent_id, {
      onSuccess: ({ message }) => notify('success', message),
      onSettled: () => setAsking(false),
    });
  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5 }} aria-label={family.name}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {family.name} ({family.email}): {formatMoney(family.open_amount)}
          </Typography>
          {family.bookings.map((booking) => (
            <Typography key={booking.id} variant="body2" sx={{ color: 'text.secondary' }}>
              {t('settingsPage.reminder.family_bookings', { reference: booking.reference, amount: formatMoney(booking.open_amount), date: formatDate(booking.due_on) })}
            </Typography>
          ))}
        </Box>
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
          <Button size="small" startIcon={<VisibilityIcon />} onClick={onShow} disabled={shown} aria-label={t('settingsPage.reminder.email_of', { name: family.name })}>
            {t('settingsPage.reminder.show_email')}
          </Button>
          {can('peopleCourseWeekRegistration.update') ? (
            <Button size="small" variant="contained" startIcon={<SendIcon />} onClick={() => setAsking(true)} aria-label={t('settingsPage.reminder.send_now_of', { name: family.name })}>
              {t('settingsPage.reminder.send_now')}
            </Button>
          ) : null}
        </Stack>
      </Stack>
      <ConfirmDialog
        open={asking}
        text={t('settingsPage.reminder.send_confirm', { name: family.name, email: family.email })}
        onConfirm={confirm}
        onClose={() => setAsking(false)}
        busy={send.isPending}
      />
    </Paper>
  );
}
