import { Box, Paper, Typography } from '@mui/material';
import { useEffect, type ReactNode } from 'react';
import { useOptions } from '../lib/options';

/** A screen: its title (also the document title) and its content on a card, narrow for forms. */
export function Page({ title, children, width = 'md', actions }: { title: string; children: ReactNode; width?: 'sm' | 'md' | 'lg'; actions?: ReactNode }) {
  const { app_name } = useOptions();
  useEffect(() => {
    document.title = `${title} - ${app_name}`;
  }, [title, app_name]);
  const maxWidth = { sm: 560, md: 900, lg: 1400 }[width];
  return (
    <Box sx={{ maxWidth, mx: 'auto', width: '100%' }}>
      <Paper sx={{ p: { xs: 2, sm: 3 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
          <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
            {title}
          </Typography>
          {actions}
        </Box>
        {children}
      </Paper>
    </Box>
  );
}
