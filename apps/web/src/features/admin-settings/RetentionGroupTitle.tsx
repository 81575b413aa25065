import { Typography } from '@mui/material';
import { NewTabLink } from '../../components/form/PrivacyConsent';
import { Trans, useTranslation } from '../../lib/i18n';

/** The heading of the retention options: what they drive, and where families read them (decision 024). */
export function RetentionGroupTitle() {
  const { t } = useTranslation();
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
        {t('settingsPage.retention.title')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        <Trans i18nKey="settingsPage.retention.intro" components={{ notice: <NewTabLink href="/privacy-notice" /> }} />
      </Typography>
    </>
  );
}
