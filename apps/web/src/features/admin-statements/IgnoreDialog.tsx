import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { ValidationError } from '../../lib/api-client';
import { useTranslation } from '../../lib/i18n';

/** Sets a line aside with the reason a person gives (a donation, paid back already); the reason stays with the line. */
export function IgnoreDialog({ onIgnore, onClose }: { onIgnore: (reason: string) => Promise<void>; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (reason.trim() === '') {
      setError(t('validation.required'));
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await onIgnore(reason);
    } catch (failure) {
      // Other failures are shown by the query client's notification.
      if (failure instanceof ValidationError) setError(failure.fields.reason ?? failure.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} aria-describedby={textId} maxWidth="xs" fullWidth>
      <form noValidate onSubmit={(event) => { event.preventDefault(); void submit(); }}>
        <DialogTitle id={titleId}>{t('statements.ignore_title')}</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId}>{t('statements.ignore_question')}</DialogContentText>
          <TextField
            autoFocus
            fullWidth
            required
            margin="dense"
            label={t('statements.ignore_reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={Boolean(error)}
            helperText={error ?? ' '}
            slotProps={{ htmlInput: { maxLength: 300 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('admin.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {t('statements.ignore_submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
