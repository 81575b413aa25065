import { Button, Stack } from '@mui/material';
import { useTranslation } from '../../lib/i18n';
import { Link as RouterLink } from 'react-router';

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
