import { ArrowBack } from '@mui/icons-material';
import { Alert, Box, Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { currentLanguage, useTranslation } from '../../lib/i18n';
import { Link as RouterLink } from 'react-router';
import { Loading } from '../../components/Loading';
import { Page } from '../../components/Page';
import { useSession } from '../../lib/session';
import { confirmationsQuery } from './api';
import { ConfirmationList } from './ConfirmationList';

/** /confirmations (specification section 2): the payment confirmations with their downloads, and the way back. */
export function ConfirmationsPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const hasPerson = Boolean(user?.people);
  const query = useQuery({ ...confirmationsQuery(currentLanguage()), enabled: hasPerson });
  const back = (
    <Button component={RouterLink} to="/my-family" startIcon={<ArrowBack />}>
      {t('family.confirmations.back')}
    </Button>
  );
  return (
    <Page title={t('family.confirmations.title')} actions={back}>
      {!hasPerson ? (
        <Alert severity="info">{t('family.no_person')}</Alert>
      ) : query.data ? (
        <Box>
          <ConfirmationList confirmations={query.data} />
        </Box>
      ) : query.isError ? (
        <Alert severity="error">{t('family.page.loading_failed')}</Alert>
      ) : (
        <Loading />
      )}
    </Page>
  );
}
