import { Box, Grid, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

/** A titled group of the form; its fields sit in a grid (one column on a phone, two or more on wider screens). */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Grid container spacing={2}>
        {children}
      </Grid>
    </Box>
  );
}
