import { Alert, Button } from '@mui/material';
import { useTranslation } from '../../lib/i18n';
import { Link as RouterLink } from 'react-router';
import { Page } from '../../components/Page';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('shell.not_found_title')} width="sm">
      <Alert severity="warning" sx={{ mb: 2 }}>
        {t('shell.not_found')}
      </Alert>
      <Button component={RouterLink} to="/" variant="contained">
        {t('shell.back_to_home')}
      </Button>
    </Page>
  );
}
