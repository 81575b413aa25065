import { Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../lib/i18n';

interface Props {
  open: boolean;
  text: string;
  /** What the question is about, repeated under it (a booking's summary); the dialog then takes up to 480 px. */
  children?: ReactNode;
  onConfirm(): void;
  onClose(): void;
  busy?: boolean;
}

/** Asks before anything that cannot be undone (delete, copy, switching a course). Default width 290. */
export function ConfirmDialog({ open, text, children, onConfirm, onClose, busy }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} aria-describedby={textId} slotProps={{ paper: { sx: { width: children ? 480 : 290 } } }}>
      <DialogTitle id={titleId}>{t('admin.confirm_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{text}</DialogContentText>
        {children ? <Box sx={{ mt: 2 }}>{children}</Box> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('admin.cancel')}</Button>
        <Button onClick={onConfirm} variant="contained" disabled={busy} autoFocus>
          {t('admin.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
