import { Button, DialogActions, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../lib/i18n';

/** Back (to the list) and save, at the end of every back-office form. */
export function FormActions({ backTo, saving }: { backTo: string; saving: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end', mt: 3 }}>
      <Button component={RouterLink} to={backTo}>
        {t('admin.back')}
      </Button>
      <Button type="submit" variant="contained" disabled={saving}>
        {t('admin.save')}
      </Button>
    </Stack>
  );
}

/** Cancel and save at the foot of a form dialog; the form around them handles the submit. */
export function DialogFormActions({ onCancel, saving }: { onCancel(): void; saving: boolean }) {
  const { t } = useTranslation();
  return (
    <DialogActions sx={{ px: 3, py: 1.5 }}>
      <Button onClick={onCancel} size="large">
        {t('form.cancel')}
      </Button>
      <Button type="submit" variant="contained" size="large" disabled={saving}>
        {t('form.save')}
      </Button>
    </DialogActions>
  );
}
