import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from '../../lib/i18n';
import { useNotify } from '../../lib/notifications';

/** The password the server generated for a new account: shown this once, to copy and pass on. */
export function GeneratedPasswordDialog({ password, onClose }: { password: string | null; onClose(): void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const titleId = useId();
  const copy = async () => {
    await navigator.clipboard.writeText(password ?? '');
    notify('success', t('users.generated.copied'));
  };
  return (
    <Dialog open={password !== null} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('users.generated.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('users.generated.text')}</DialogContentText>
        <TextField
          label={t('users.fields.password')}
          value={password ?? ''}
          fullWidth
          slotProps={{ htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: 'monospace' } } }}
          onFocus={(event) => event.target.select()}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void copy()}>{t('users.generated.copy')}</Button>
        <Button onClick={onClose} variant="contained" autoFocus>
          {t('users.generated.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
