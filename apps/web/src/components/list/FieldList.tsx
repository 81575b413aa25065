import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface Field {
  key: string;
  label: ReactNode;
  value: ReactNode;
}

/** A record on a phone's card: every column as "label: value", labels in one column, long values wrapping. */
export function FieldList({ fields }: { fields: Field[] }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(96px, auto) 1fr', columnGap: 2, rowGap: 0.5 }}>
      {fields.map((field) => (
        <Box key={field.key} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
            {field.label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {field.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
