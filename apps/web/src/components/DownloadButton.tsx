import { Box, Button, LinearProgress, Typography, type ButtonProps } from '@mui/material';
import { useState, type MouseEvent, type ReactNode } from 'react';
import { ApiError, saveFile, type DownloadedFile, type DownloadProgress } from '../lib/api-client';
import { useTranslation } from '../lib/i18n';
import { useNotify } from '../lib/notifications';

interface DownloadButtonProps {
  label: ReactNode;
  icon?: ReactNode;
  variant?: ButtonProps['variant'];
  /** The download's address with the current token, for what the browser does itself (a new tab, copy the link). */
  url: () => string;
  /** Fetches the file, reporting its progress (an `apiDownload` of the feature's api.ts). */
  download: (onProgress: (progress: DownloadProgress) => void) => Promise<DownloadedFile>;
  /** The name when the server sends none. */
  fileName: string;
}

/**
 * A download that can take a while (a spreadsheet of thousands of registrations): a click fetches it in the
 * page and shows how far it is (a bar that fills when the size is known, a running one otherwise), with the
 * button disabled meanwhile, then saves it. It stays a link, so a new tab or a copied address still work;
 * those take the token current at the click, since the one in the address is renewed every 30 minutes.
 */
export function DownloadButton({ label, icon, variant = 'outlined', url, download, fileName }: DownloadButtonProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [running, setRunning] = useState(false);
  const [percent, setPercent] = useState<number | null>(null);

  const start = async () => {
    setRunning(true);
    setPercent(null);
    try {
      const file = await download(({ received, total }) => setPercent(total ? Math.min(100, Math.floor((received / total) * 100)) : null));
      saveFile(file, fileName);
    } catch (error) {
      notify('error', error instanceof ApiError ? error.message : t('admin.download_failed'));
    } finally {
      setRunning(false);
    }
  };

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.currentTarget.href = url();
    // A new tab or window is the browser's own download; a plain click is fetched here.
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (!running) void start();
  };

  const status = percent === null ? t('admin.export_running') : t('admin.export_progress', { percent: String(percent) });
  return (
    <Box>
      <Button variant={variant} startIcon={icon} href={url()} onClick={onClick} disabled={running}>
        {label}
      </Button>
      {running ? (
        <Box role="status" sx={{ mt: 0.5, minWidth: 160 }}>
          <LinearProgress
            variant={percent === null ? 'indeterminate' : 'determinate'}
            value={percent ?? undefined}
            aria-label={t('admin.export_running')}
          />
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {status}
          </Typography>
        </Box>
      ) : null}
    </Box>
  );
}
