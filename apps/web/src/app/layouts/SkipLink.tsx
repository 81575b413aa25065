import { Box } from '@mui/material';
import { useTranslation } from '../../lib/i18n';

/** The first stop of the keyboard: jumps over the toolbar and the drawer to the content. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <Box
      component="a"
      href="#main"
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: 2000,
        p: 1,
        bgcolor: 'background.paper',
        color: 'text.primary',
        '&:focus': { top: 8 },
      }}
    >
      {t('shell.skip_to_content')}
    </Box>
  );
}
