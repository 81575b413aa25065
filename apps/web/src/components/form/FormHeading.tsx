import { Grid, Typography } from '@mui/material';

/** A heading between the groups of fields of a form laid out on a Grid, with an optional hint below it. */
export function FormHeading({ children, hint }: { children: string; hint?: string }) {
  return (
    <Grid size={12} sx={{ mt: 1 }}>
      <Typography variant="subtitle1" component="h3">
        {children}
      </Typography>
      {hint ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {hint}
        </Typography>
      ) : null}
    </Grid>
  );
}
