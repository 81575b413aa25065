import { Alert, Button } from '@mui/material';
import { useTranslation } from '../../lib/i18n';
import { Link as RouterLink } from 'react-router';
import { Page } from '../../components/Page';

/** /403: where a route the user may not open sends them. */
export function ForbiddenPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('shell.unauthorized_title')} width="sm">
      <Alert severity="error" sx={{ mb: 2 }}>
        {t('shell.unauthorized')}
      </Alert>
      <Button component={RouterLink} to="/" variant="contained">
        {t('shell.back_to_home')}
      </Button>
    </Page>
  );
}
