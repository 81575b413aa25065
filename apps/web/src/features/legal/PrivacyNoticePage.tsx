import { Box, Link, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Page } from '../../components/Page';
import { Trans, useTranslation } from '../../lib/i18n';
import { useOptions } from '../../lib/options';

const ITEMS = ['account', 'health', 'payments', 'access_log'] as const;

/**
 * /privacy-notice: the organisation's privacy document, and under it what the application itself stores, for
 * how long and why (decision 024). The periods are the options the retention jobs read, never typed twice.
 */
export function PrivacyNoticePage() {
  const { t } = useTranslation();
  const options = useOptions();
  const periods: Record<(typeof ITEMS)[number], { count?: number }> = {
    account: { count: Number(options.account_retention_years) },
    health: { count: Number(options.health_retention_months) },
    payments: {},
    access_log: {},
  };
  return (
    <Page title={t('privacyNotice.title')}>
      <Typography sx={{ mb: 3 }}>
        {options.app_privacy ? (
          <Trans
            i18nKey="privacyNotice.document"
            values={{ organisation: options.app_name }}
            components={{ doc: <Link href={options.app_privacy} target="_blank" rel="noopener" /> }}
          />
        ) : (
          <Trans
            i18nKey="privacyNotice.no_document"
            values={{ organisation: options.app_name }}
            components={{ imprint: <Link component={RouterLink} to="/imprint" /> }}
          />
        )}
      </Typography>
      <Box component="section" aria-labelledby="retention-title">
        <Typography id="retention-title" variant="h5" component="h2" gutterBottom>
          {t('privacyNotice.retention.title')}
        </Typography>
        <Typography sx={{ mb: 2 }}>{t('privacyNotice.retention.intro')}</Typography>
        <Stack spacing={2}>
          {ITEMS.map((item) => (
            <Box key={item} component="dl" sx={{ m: 0, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
              <Term label={t('privacyNotice.retention.what')}>{t(`privacyNotice.retention.${item}.what`)}</Term>
              <Term label={t('privacyNotice.retention.how_long')}>{t(`privacyNotice.retention.${item}.how_long`, periods[item])}</Term>
              <Term label={t('privacyNotice.retention.why')}>{t(`privacyNotice.retention.${item}.why`)}</Term>
            </Box>
          ))}
        </Stack>
      </Box>
    </Page>
  );
}

function Term({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="subtitle2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ ml: 0, mb: 1, '&:last-child': { mb: 0 } }}>
        {children}
      </Typography>
    </>
  );
}
