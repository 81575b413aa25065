import { Card, CardContent, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography, useMediaQuery } from '@mui/material';
import type { ReactNode } from 'react';
import { FieldList } from '../../components/list/FieldList';
import { ACTIONS_TABLE_SX } from '../../components/list/RowActions';
import { RESPONSIVE_BREAKPOINT } from '../../lib/theme';

export interface TableColumn<Row> {
  key: string;
  header: string;
  render(row: Row): ReactNode;
  /** Numbers line up on the right. */
  numeric?: boolean;
}

interface Props<Row> {
  /** Names the table (or the list of cards) for a screen reader. */
  label: string;
  rows: readonly Row[];
  rowKey(row: Row): number;
  /** The first column on a desktop, each card's heading on a phone. */
  titleHeader: string;
  title(row: Row): ReactNode;
  columns: TableColumn<Row>[];
}

/**
 * Rows of figures as the back office shows a list: a table on a desktop, below its breakpoint one card per row
 * with every column as "label: value" (like the seasons list), so nothing needs a sideways scroll on a phone.
 */
export function ResponsiveTable<Row>({ label, rows, rowKey, titleHeader, title, columns }: Props<Row>) {
  const wide = useMediaQuery(`(min-width:${RESPONSIVE_BREAKPOINT}px)`);
  if (!wide) {
    return (
      <Stack spacing={1} component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {rows.map((row) => (
          <Card key={rowKey(row)} component="li" variant="outlined">
            <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
              <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
                {title(row)}
              </Typography>
              <FieldList fields={columns.map((column) => ({ key: column.key, label: column.header, value: column.render(row) }))} />
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
            <TableCell>{titleHeader}</TableCell>
            {columns.map((column) => (
              <TableCell key={column.key} align={column.numeric ? 'right' : 'left'} data-whole-words="">
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)} hover>
              <TableCell>{title(row)}</TableCell>
              {columns.map((column) => (
                <TableCell key={column.key} align={column.numeric ? 'right' : 'left'} data-whole-words="">
                  {column.render(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
