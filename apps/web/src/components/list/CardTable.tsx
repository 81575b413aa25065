import { Box, Card, CardContent, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography, useMediaQuery, useTheme } from '@mui/material';
import type { ReactNode } from 'react';
import { FieldList } from './FieldList';
import { ACTIONS_TABLE_SX } from './RowActions';

export interface CardColumn<Row> {
  key: string;
  header: string;
  render(row: Row): ReactNode;
  /** Amounts line up on the right in the table. */
  numeric?: boolean;
  /** A short value (the day type) and its header keep their words whole in the table; the longer texts give way. */
  whole?: boolean;
}

interface Props<Row> {
  /** The table's name for assistive technology (the section's heading). */
  label: string;
  columns: CardColumn<Row>[];
  rows: readonly Row[];
  rowKey(row: Row): number | string;
  /** What names a row: the table's first column, each card's heading. Without it every column is a field of the card. */
  title?: { header: string; render(row: Row): ReactNode };
  /** The row's buttons under their header: in the last column of the table (as wide as they are, never scrolled away), at the foot of the card. */
  actions?: { header: string; render(row: Row, layout: 'table' | 'card'): ReactNode };
  /** Shown instead of an empty table. */
  empty?: string;
  /** The width (px) below which the rows are cards; the theme's medium screens by default. */
  cardsBelow?: number;
}

/**
 * A short list: a table on wide screens, one card per row below (specification section 2, and the back office's
 * lists), each card with every column as "label: value" and the row's buttons at its foot, so nothing needs a
 * sideways scroll on a phone.
 */
export function CardTable<Row>({ label, columns, rows, rowKey, title, actions, empty, cardsBelow }: Props<Row>) {
  const theme = useTheme();
  const cards = useMediaQuery(cardsBelow === undefined ? theme.breakpoints.down('md') : `(max-width:${cardsBelow - 0.05}px)`);
  if (rows.length === 0 && empty !== undefined) {
    return <Typography sx={{ py: 1.5, color: 'text.secondary' }}>{empty}</Typography>;
  }
  if (cards) {
    return (
      <Stack spacing={1.5} role="list" aria-label={label}>
        {rows.map((row) => (
          <Card key={rowKey(row)} variant="outlined" role="listitem">
            <CardContent sx={{ pb: actions ? 1 : undefined }}>
              {title ? (
                <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
                  {title.render(row)}
                </Typography>
              ) : null}
              <FieldList fields={columns.map((column) => ({ key: column.key, label: column.header, value: column.render(row) }))} />
              {actions ? <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 1, mt: 1 }}>{actions.render(row, 'card')}</Box> : null}
            </CardContent>
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <TableContainer>
      <Table size="small" aria-label={label} sx={ACTIONS_TABLE_SX}>
        <TableHead>
          <TableRow>
            {title ? <TableCell sx={{ fontWeight: 600 }}>{title.header}</TableCell> : null}
            {columns.map((column) => (
              <TableCell key={column.key} align={column.numeric ? 'right' : 'left'} sx={{ fontWeight: 600 }} data-whole-words={column.whole || column.numeric ? '' : undefined}>
                {column.header}
              </TableCell>
            ))}
            {actions ? (
              <TableCell align="right" sx={{ fontWeight: 600 }} data-actions-cell="">
                {actions.header}
              </TableCell>
            ) : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)}>
              {title ? <TableCell>{title.render(row)}</TableCell> : null}
              {columns.map((column) => (
                <TableCell
                  key={column.key}
                  align={column.numeric ? 'right' : 'left'}
                  sx={column.numeric ? { whiteSpace: 'nowrap' } : undefined}
                  data-whole-words={column.whole || column.numeric ? '' : undefined}
                >
                  {column.render(row)}
                </TableCell>
              ))}
              {actions ? (
                <TableCell align="right" data-actions-cell="">
                  {actions.render(row, 'table')}
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
