import { Box, Card, CardContent, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography, useMediaQuery, useTheme } from '@mui/material';
import type { ReactNode } from 'react';
import { FieldList } from '../../components/list/FieldList';
import { ACTIONS_TABLE_SX } from '../../components/list/RowActions';
import { useTranslation } from '../../lib/i18n';

export interface FamilyColumn<Row> {
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
  columns: FamilyColumn<Row>[];
  rows: Row[];
  rowKey(row: Row): number | string;
  /** The row's buttons: in the last column of the table (as wide as they are, never scrolled away), at the foot of the card. */
  actions?(row: Row, layout: 'table' | 'card'): ReactNode;
  /** Shown instead of an empty table. */
  empty: string;
}

/**
 * A short list of the family page: a table from medium screens up, one card per row below (specification
 * section 2), each card with every column as "label: value" and the row's buttons at its foot.
 */
export function FamilyTable<Row>({ label, columns, rows, rowKey, actions, empty }: Props<Row>) {
  const theme = useTheme();
  const { t } = useTranslation();
  const cards = useMediaQuery(theme.breakpoints.down('md'));
  if (rows.length === 0) {
    return <Typography sx={{ py: 1.5, color: 'text.secondary' }}>{empty}</Typography>;
  }
  if (cards) {
    return (
      <Stack spacing={1.5} role="list" aria-label={label}>
        {rows.map((row) => (
          <Card key={rowKey(row)} variant="outlined" role="listitem">
            <CardContent sx={{ pb: actions ? 1 : undefined }}>
              <FieldList fields={columns.map((column) => ({ key: column.key, label: column.header, value: column.render(row) }))} />
              {actions ? <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 1, mt: 1 }}>{actions(row, 'card')}</Box> : null}
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
            {columns.map((column) => (
              <TableCell key={column.key} align={column.numeric ? 'right' : 'left'} sx={{ fontWeight: 600 }} data-whole-words={column.whole || column.numeric ? '' : undefined}>
                {column.header}
              </TableCell>
            ))}
            {actions ? (
              <TableCell align="right" sx={{ fontWeight: 600 }} data-actions-cell="">
                {t('family.page.actions')}
              </TableCell>
            ) : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)}>
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
                  {actions(row, 'table')}
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
