import { Alert, Box, Button } from '@mui/material';
import { Component, type ReactNode } from 'react';
import { reportClientError } from '../../lib/client-errors';
import { useTranslation } from '../../lib/i18n';
import { ChunkTimeoutError } from '../../lib/lazy';

const failedToLoad = (error: unknown) =>
  error instanceof ChunkTimeoutError || (error instanceof Error && /dynamically imported module|Loading chunk/i.test(error.message));

/** A screen that failed to load or render: say so and offer a reload, never a blank page. */
export function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const loading = failedToLoad(error);
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

interface BoundaryState {
  pathname: string;
  failed: boolean;
  error?: unknown;
}

/** Catches what a screen throws while it loads or renders; another address starts afresh. */
export class RouteErrorBoundary extends Component<{ pathname: string; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { pathname: this.props.pathname, failed: false };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  // What a boundary catches goes no further, to the window's error listener: the server hears of it from here.
  override componentDidCatch(error: unknown) {
    reportClientError(failedToLoad(error) ? 'chunk' : 'error', error);
  }

  static getDerivedStateFromProps(props: { pathname: string }, state: BoundaryState): Partial<BoundaryState> | null {
    return props.pathname === state.pathname ? null : { pathname: props.pathname, failed: false, error: undefined };
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
