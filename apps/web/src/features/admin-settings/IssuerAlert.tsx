import type { ConfirmationIssuerOption } from '@app/domain';
import { Alert, AlertTitle, Box, Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../lib/i18n';

/** Where the issuer data are filled in: the payment-confirmation tab of the options page. */
const PAYMENT_OPTIONS_PATH = '/be/option?tab=payment';

interface Props {
  missing: readonly ConfirmationIssuerOption[];
  /** Whether the viewer can fill them in (else the alert says who can). */
  canFill: boolean;
  /** Offer the way to the payment-confirmation tab (not needed on that tab itself). */
  link: boolean;
}

/**
 * Families download payment confirmations as soon as something is paid; this says which issuer data the
 * document still lacks and where the office fills them in, before a family gets an incomplete one.
 */
export function IssuerAlert({ missing, canFill, link }: Props) {
  const { t } = useTranslation();
  if (missing.length === 0) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      <AlertTitle>{t('settingsPage.issuer.title')}</AlertTitle>
      <Typography variant="body2">{t('settingsPage.issuer.missing')}</Typography>
      <Box component="ul" sx={{ my: 0.5, pl: 2.5 }}>
        {missing.map((key) => (
          <Typography component="li" variant="body2" key={key}>
            {t(`settings.option.fields.${key}`)}
          </Typography>
        ))}
      </Box>
      <Typography variant="body2">{t(canFill ? 'settingsPage.issuer.where' : 'settingsPage.issuer.where_no_permission')}</Typography>
      {link ? (
        <Button component={RouterLink} to={PAYMENT_OPTIONS_PATH} variant="outlined" color="inherit" size="small" sx={{ mt: 1 }}>
          {t('settingsPage.issuer.open')}
        </Button>
      ) : null}
    </Alert>
  );
}
