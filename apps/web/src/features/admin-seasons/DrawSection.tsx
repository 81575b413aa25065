import { Box, Paper, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

/** One part of the draw page: a framed section named by its heading, with the part's own button beside it. */
export function DrawSection({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5, flexWrap: 'wrap' }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Paper>
  );
}

/** A hash or a seed: monospace, wrapping anywhere on a phone, selected whole with one click. */
export function Code({ children }: { children: string }) {
  return (
    <Box component="code" sx={{ fontFamily: 'monospace', fontSize: '0.875rem', overflowWrap: 'anywhere', wordBreak: 'break-all', userSelect: 'all' }}>
      {children}
    </Box>
  );
}
