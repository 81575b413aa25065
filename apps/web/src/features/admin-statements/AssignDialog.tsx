import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { ValidationError } from '../../lib/api-client';
import { useTranslation } from '../../lib/i18n';

/** Books a line onto the booking of a reference a person types; the server checks its digits and its booking. */
export function AssignDialog({ onAssign, onClose }: { onAssign: (reference: string) => Promise<void>; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await onAssign(reference);
    } catch (failure) {
      // Other failures are shown by the query client's notification.
      if (failure instanceof ValidationError) setError(failure.fields.reference ?? failure.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form onSubmit={(event) => { event.preventDefault(); void submit(); }}>
        <DialogTitle id={titleId}>{t('statements.assign_title')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={t('statements.assign_reference')}
            value={reference}
            onChange={(event) => setReference(event.target.value)}
            error={Boolean(error)}
            helperText={error ?? ' '}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('admin.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy || reference.trim() === ''}>
            {t('statements.assign_submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
