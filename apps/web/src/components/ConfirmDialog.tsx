import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from '../lib/i18n';

/** Asks before anything that cannot be undone (delete, copy, switching a course). Default width 290. */
export function ConfirmDialog({ open, text, onConfirm, onClose, busy }: { open: boolean; text: string; onConfirm(): void; onClose(): void; busy?: boolean }) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} aria-describedby={textId} slotProps={{ paper: { sx: { width: 290 } } }}>
      <DialogTitle id={titleId}>{t('admin.confirm_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{text}</DialogContentText>
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
