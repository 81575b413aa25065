import { localName, toLanguage } from '@app/domain';
import CloseIcon from '@mui/icons-material/Close';
import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Link as RouterLink, useLocation } from 'react-router';
import { useSession } from '../../lib/session';
import { ChildDialog, familyChildrenQuery } from '../family';
import { BookingForm } from './BookingForm';
import { hasDraft } from './draft';
import type { BookableCourse } from './types';

interface Props {
  course: BookableCourse;
  /** The server's clock minus the phone's (from `server_time` of the course answer). */
  serverTimeOffsetMs: number;
  open: boolean;
  onClose(): void;
}

/** This page with the booking open: where signing in, signing up and the privacy page come back to. */
function useReturnPath(): string {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  params.set('book', '1');
  return `${location.pathname}?${params.toString()}`;
}

/**
 * The booking flow of a course (specification section 4): a visitor is asked to sign in or sign up and comes
 * back here; a parent whose privacy consent is due confirms it first; an account without a family is told it
 * cannot book; a family without children adds one and goes straight on; everybody else books. On a phone
 * the booking is full screen.
 */
export function BookingDialog({ course, serverTimeOffsetMs, open, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const { user } = useSession();
  const booking = Boolean(user?.people) && !user?.privacy_verification_needed;

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullScreen={phone && booking}
      fullWidth={booking}
      maxWidth={booking ? 'md' : 'xs'}
    >
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {t('booking.dialog.title')}
        <Typography component="span" sx={{ display: 'block' }} color="text.secondary">
          {localName(course, toLanguage(i18n.language))}
        </Typography>
      </DialogTitle>
      <IconButton onClick={onClose} aria-label={t('shell.close')} title={t('shell.close')} size="large" sx={{ position: 'absolute', right: 4, top: 4 }}>
        <CloseIcon />
      </IconButton>
      {open ? <BookingStep course={course} serverTimeOffsetMs={serverTimeOffsetMs} onClose={onClose} /> : null}
    </Dialog>
  );
}

function BookingStep({ course, serverTimeOffsetMs, onClose }: Omit<Props, 'open'>) {
  const { t } = useTranslation();
  const { user } = useSession();
  const returnPath = useReturnPath();
  const back = encodeURIComponent(returnPath);

  if (user === undefined) return <Waiting />;
  if (user === null) {
    return (
      <Message
        text={
          <>
            {hasDraft(course.id) ? <Alert severity="info" sx={{ mb: 2 }}>{t('booking.dialog.signed_out')}</Alert> : null}
            {t('booking.dialog.sign_in_text')}
          </>
        }
        actions={
          <>
            <Button component={RouterLink} to={`/register?redirect=${back}`} size="large">
              {t('booking.dialog.register')}
            </Button>
            <Button component={RouterLink} to={`/login?redirect=${back}`} variant="contained" size="large">
              {t('booking.dialog.sign_in')}
            </Button>
          </>
        }
      />
    );
  }
  if (!user.people) return <Message text={<Alert severity="info">{t('booking.errors.no_person')}</Alert>} actions={<CloseButton onClose={onClose} />} />;
  if (user.privacy_verification_needed) {
    return (
      <Message
        text={t('booking.errors.privacy_needed')}
        actions={
          <Button component={RouterLink} to={`/privacy?redirect=${back}`} variant="contained" size="large">
            {t('booking.dialog.privacy_button')}
          </Button>
        }
      />
    );
  }
  return <FamilyBooking course={course} serverTimeOffsetMs={serverTimeOffsetMs} onClose={onClose} />;
}

/** Loads the family's children; without any, the parent adds one and goes straight on to the booking. */
function FamilyBooking({ course, serverTimeOffsetMs, onClose }: Omit<Props, 'open'>) {
  const { t } = useTranslation();
  const children = useQuery(familyChildrenQuery);
  const [adding, setAdding] = useState(false);
  if (!children.data) return children.isError ? <Message text={t('booking.dialog.send_failed')} actions={<CloseButton onClose={onClose} />} /> : <Waiting />;
  if (children.data.length === 0) {
    return (
      <>
        <Message
          text={<Alert severity="info">{t('booking.dialog.no_children')}</Alert>}
          actions={
            <Button variant="contained" size="large" onClick={() => setAdding(true)}>
              {t('booking.dialog.add_first_child')}
            </Button>
          }
        />
        <ChildDialog open={adding} child={null} onClose={() => setAdding(false)} onSaved={() => setAdding(false)} />
      </>
    );
  }
  return <BookingForm course={course} serverTimeOffsetMs={serverTimeOffsetMs} children={children.data} onClose={onClose} />;
}

function Message({ text, actions }: { text: ReactNode; actions: ReactNode }) {
  return (
    <>
      <DialogContent>{typeof text === 'string' ? <Typography>{text}</Typography> : text}</DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>{actions}</DialogActions>
    </>
  );
}

function CloseButton({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Button onClick={onClose} size="large">
      {t('shell.close')}
    </Button>
  );
}

function Waiting() {
  const { t } = useTranslation();
  return (
    <DialogContent>
      <Stack sx={{ alignItems: 'center', py: 3 }}>
        <CircularProgress aria-label={t('shell.loading')} />
      </Stack>
    </DialogContent>
  );
}
