import { formatMoney, toLanguage, type FamilyChild } from '@app/domain';
import AddIcon from '@mui/icons-material/Add';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ApiError, ValidationError } from '../../lib/api-client';
import { useNotify } from '../../lib/notifications';
import { ChildDialog, FAMILY } from '../family';
import { sendBooking } from './api/send-booking';
import { addLine, bookingSummary, canAddLine, emptyBooking, formErrors, removeLine, toPayload, type BookingValues } from './booking-form';
import { BookingSummary } from './BookingSummary';
import { ChildLine } from './ChildLine';
import { clearDraft, loadDraft, saveDraft } from './draft';
import { SendButton } from './SendButton';
import type { BookableCourse } from './types';
import { EmergencyPhoneFields } from '../../components/form/EmergencyPhoneFields';

const TEXT_MAX = 2000;

type Sending = 'no' | 'sending' | 'queued';

interface Props {
  course: BookableCourse;
  serverTimeOffsetMs: number;
  children: readonly FamilyChild[];
  onClose(): void;
}

/**
 * The booking itself (specification sections 4 and 5): child lines, common fields, every error at once, then
 * confirm, wait and the family page. The values live in the tab's draft, so an availability refresh, a failed
 * send or an expired sign-in loses nothing.
 */
export function BookingForm({ course, serverTimeOffsetMs, children, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const lang = toLanguage(i18n.language);
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const errorListId = useId();
  const [values, setValues] = useState<BookingValues>(() => loadDraft(course.id, children) ?? emptyBooking(children));
  // Client errors show once the parent tried to send, and then follow every change.
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState<Sending>('no');
  const [updating, setUpdating] = useState<FamilyChild | null>(null);
  const abort = useRef<AbortController | null>(null);
  const errorList = useRef<HTMLDivElement>(null);

  useEffect(() => saveDraft(course.id, values), [course.id, values]);
  useEffect(() => () => abort.current?.abort(), []);

  const clientErrors = useMemo(() => formErrors(values, course, children, lang), [values, course, children, lang]);
  const summary = useMemo(() => bookingSummary(values, course, children), [values, course, children]);
  const shown = useMemo(() => {
    const messages: Record<string, string> = tried
      ? Object.fromEntries(Object.entries(clientErrors).map(([field, { key, params }]) => [field, t(key, params)]))
      : {};
    for (const [field, message] of Object.entries(serverErrors)) messages[field] ??= message;
    return messages;
  }, [tried, clientErrors, serverErrors, t]);
  // Lines first, in their order, then the common fields: the order of the dialog. A message two fields share
  // (both emergency contacts missing) is listed once.
  const sorted = Object.entries(shown).sort(([a], [b]) => Number(!a.startsWith('bookedChildren')) - Number(!b.startsWith('bookedChildren')));
  const listed = [...new Set(sorted.map(([, message]) => message))];

  const change = (next: BookingValues) => {
    setValues(next);
    setServerErrors({});
    setFailure(undefined);
  };

  const showErrors = () => requestAnimationFrame(() => errorList.current?.scrollIntoView({ block: 'center', behavior: 'smooth' }));

  const trySend = () => {
    setTried(true);
    if (Object.keys(clientErrors).length > 0) return showErrors();
    setConfirming(true);
  };

  const send = async () => {
    setConfirming(false);
    setSending('sending');
    setFailure(undefined);
    abort.current = new AbortController();
    try {
      const answer = await sendBooking(course.id, toPayload(values, course), { signal: abort.current.signal, onRetry: () => setSending('queued') });
      clearDraft(course.id);
      await queryClient.invalidateQueries({ queryKey: FAMILY });
      notify(answer.waitingQueueWarnings.length > 0 ? 'warning' : 'success', answer.message);
      void navigate('/my-family');
    } catch (error) {
      if (abort.current?.signal.aborted) return;
      if (error instanceof ValidationError) {
        setServerErrors(error.fields);
        if (Object.keys(error.fields).length === 0) setFailure(error.message);
        showErrors();
      } else if (error instanceof ApiError && error.status === 429) {
        // A child re-booked into a week too often after cancelling it: the server's message names both and the wait.
        setFailure(error.message);
        showErrors();
      } else if (!(error instanceof ApiError && error.status === 401)) {
        // A 401 ends the session (the API client says so); the dialog then asks to sign in, the draft kept.
        setFailure(t('booking.dialog.send_failed'));
        showErrors();
      }
    } finally {
      setSending('no');
    }
  };

  return (
    <>
      <DialogContent dividers sx={{ px: { xs: 1.5, sm: 3 } }}>
        <Stack spacing={2}>
          {values.lines.map((line, index) => (
            <ChildLine
              key={line.key}
              course={course}
              values={values}
              lineIndex={index}
              children={children}
              lang={lang}
              errors={shown}
              onChange={change}
              onRemove={values.lines.length > 1 ? () => change(removeLine(values, index)) : undefined}
              onUpdateChild={setUpdating}
            />
          ))}
          {shown.bookedChildren ? <Alert severity="error">{shown.bookedChildren}</Alert> : null}
          {canAddLine(values, children) ? (
            <Button startIcon={<AddIcon />} variant="outlined" size="large" onClick={() => change(addLine(values, children))} sx={{ alignSelf: { sm: 'flex-start' } }}>
              {t('booking.dialog.add_line')}
            </Button>
          ) : null}

          <Box component="section" aria-labelledby={`${errorListId}-common`}>
            <Typography id={`${errorListId}-common`} variant="h6" component="h3" sx={{ mb: 1.5 }}>
              {t('booking.dialog.common')}
            </Typography>
            <Stack spacing={2}>
              <EmergencyPhoneFields idPrefix="booking" values={values} errors={shown} onChange={(field, value) => change({ ...values, [field]: value })} />
              <TextField
                id="booking-comment"
                label={t('booking.dialog.comment')}
                multiline
                minRows={2}
                fullWidth
                value={values.comment}
                onChange={(event) => change({ ...values, comment: event.target.value })}
                error={shown.comment !== undefined}
                helperText={shown.comment}
                slotProps={{ htmlInput: { maxLength: TEXT_MAX } }}
              />
            </Stack>
          </Box>

          <BookingSummary summary={summary} course={course} lang={lang} />

          {listed.length > 0 || failure ? (
            <Alert severity="error" ref={errorList} role="alert" aria-labelledby={`${errorListId}-errors`}>
              <AlertTitle id={`${errorListId}-errors`}>{t('form.error_title')}</AlertTitle>
              {failure ? <Typography variant="body2">{failure}</Typography> : null}
              {listed.length > 0 ? (
                <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                  {listed.map((message) => (
                    <li key={message}>{message}</li>
                  ))}
                </Box>
              ) : null}
            </Alert>
          ) : null}
        </Stack>
      </DialogContent>
      {/* Outside the scrolling content: on a phone the send bar stays under the thumb. */}
      <DialogActions sx={{ px: { xs: 1.5, sm: 3 }, py: 1.5, flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        <Button onClick={onClose} size="large" sx={{ minHeight: 48 }}>
          {t('form.cancel')}
        </Button>
        {/* The summary above says it in full; here the total stays in view by the send button (above it on a phone). */}
        <Typography
          aria-hidden
          sx={{ fontWeight: 600, whiteSpace: 'nowrap', textAlign: 'right', flexBasis: { xs: '100%', sm: 'auto' }, order: { xs: -1, sm: 0 }, ml: { sm: 'auto !important' } }}
        >
          {t('booking.summary.total_short', { amount: formatMoney(summary.total) })}
        </Typography>
        <SendButton booking={course.booking} serverTimeOffsetMs={serverTimeOffsetMs} busy={sending !== 'no'} onSend={trySend} />
      </DialogActions>

      <ConfirmDialog open={confirming} text={t('booking.dialog.confirm')} onConfirm={() => void send()} onClose={() => setConfirming(false)}>
        <BookingSummary summary={summary} course={course} lang={lang} />
      </ConfirmDialog>
      <WaitDialog sending={sending} />
      <ChildDialog open={updating !== null} child={updating} onClose={() => setUpdating(null)} onSaved={() => setUpdating(null)} />
    </>
  );
}

/** While the booking is on its way: it cannot be closed; a retry shows that the parent is queued. */
function WaitDialog({ sending }: { sending: Sending }) {
  const { t } = useTranslation();
  const textId = useId();
  return (
    <Dialog open={sending !== 'no'} aria-describedby={textId} slotProps={{ paper: { sx: { width: 290 } } }}>
      <DialogContent>
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <CircularProgress aria-hidden />
          <DialogContentText id={textId} role="status">
            {sending === 'queued' ? t('booking.dialog.queue') : t('booking.dialog.sending')}
          </DialogContentText>
        </Stack>
      </DialogContent>
    </Dialog>
  );
}
