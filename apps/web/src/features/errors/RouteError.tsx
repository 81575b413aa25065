import { Alert, Box, Button } from '@mui/material';
import { useTranslation } from '../../lib/i18n';
import { useRouteError } from 'react-router';
import { ChunkTimeoutError } from '../../lib/lazy';

/** A screen that failed to load or render: say so and offer a reload, never a blank page. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const loading = error instanceof ChunkTimeoutError || (error instanceof Error && /dynamically imported module|Loading chunk/i.test(error.message));
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', p: 3 }}>
      <Alert severity="error" sx={{ mb: 2 }}>
        {loading ? t('shell.chunk_timeout') : t('shell.not_found')}
      </Alert>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {t('shell.reload')}
      </Button>
    </Box>
  );
}
