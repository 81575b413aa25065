import { Box, CircularProgress } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from '../lib/i18n';

/** Shown only after a short delay, so a fast answer never makes the page blink. */
export function Loading({ delayMs = 300 }: { delayMs?: number }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(delayMs === 0);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', gap: 2, p: 4 }}>
      {visible ? (
        <>
          <CircularProgress size={28} aria-hidden />
          <span>{t('shell.loading')}</span>
        </>
      ) : null}
    </Box>
  );
}
