import { Box, Link } from '@mui/material';
import { useTranslation } from '../../lib/i18n';
import { Link as RouterLink } from 'react-router';
import { useOptions } from '../../lib/options';

/** The organisation's footer images (option app_footer, app_footer_1) and the legal links. */
export function Footer() {
  const { t } = useTranslation();
  const options = useOptions();
  const images = [options.app_footer, options.app_footer_1].filter(Boolean);
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', px: 3, py: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 3 }}>
      {images.map((src) => (
        <Box key={src} component="img" src={src} alt="" loading="lazy" sx={{ height: 100, maxWidth: '100%', objectFit: 'contain' }} />
      ))}
      <Box sx={{ display: 'flex', gap: 2, ml: 'auto' }}>
        <Link component={RouterLink} to="/imprint">
          {t('shell.imprint')}
        </Link>
        {/* The organisation's document and, under it, what the application stores for how long (decision 024). */}
        <Link component={RouterLink} to="/privacy-notice">
          {t('shell.privacy_document')}
        </Link>
      </Box>
    </Box>
  );
}
