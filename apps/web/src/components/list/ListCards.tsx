import { Box, Card, CardContent, Checkbox, FormControl, FormControlLabel, InputLabel, MenuItem, Select, Stack, Switch, TablePagination, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import { FieldList } from './FieldList';
import type { ListState } from './list-state';
import { ALL_ROWS } from './query';
import type { ListColumn } from './ResourceList';

interface Props<Row> {
  toolbar: ReactNode;
  columns: ListColumn<Row>[];
  rows: Row[];
  total: number;
  state: ListState;
  update(change: Partial<ListState>): void;
  loading: boolean;
  /** "All" among the page sizes. */
  allRows: boolean;
  actions(row: Row): ReactNode;
  /** Ticking rows for the list's selection actions; a phone has no table checkboxes. */
  selection?: { isSelected(row: Row): boolean; toggle(row: Row, on: boolean): void; label(row: Row): string };
}

/** The same list on a phone: one card per row with every column as "label: value", sorting by one column. */
export function ListCards<Row extends { id: number }>({ toolbar, columns, rows, total, state, update, loading, allRows, actions, selection }: Props<Row>) {
  const { t } = useTranslation();
  const sort = state.sorting[0];
  const sortable = columns.filter((column) => column.sortable !== false);
  return (
    <Stack spacing={1.5}>
      {toolbar}
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 2, rowGap: 1 }}>
        <FormControl size="small" sx={{ minWidth: 180 }}>
          <InputLabel id="list-sort-label">{t('admin.sort')}</InputLabel>
          <Select
            labelId="list-sort-label"
            label={t('admin.sort')}
            value={sort?.id ?? ''}
            onChange={(event) => update({ sorting: event.target.value ? [{ id: event.target.value, desc: sort?.desc ?? false }] : [] })}
          >
            <MenuItem value="">–</MenuItem>
            {sortable.map((column) => (
              <MenuItem key={column.key} value={column.key}>
                {column.header}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControlLabel
          control={<Switch checked={sort?.desc ?? false} disabled={!sort} onChange={(event) => sort && update({ sorting: [{ id: sort.id, desc: event.target.checked }] })} />}
          label={t('admin.sort_descending')}
        />
      </Stack>
      {!loading && rows.length === 0 ? (
        <Typography sx={{ p: 2, textAlign: 'center', color: 'text.secondary' }}>{t('admin.no_data')}</Typography>
      ) : null}
      {rows.map((row) => (
        <Card key={row.id} variant="outlined">
          <CardContent sx={{ pb: 1 }}>
            <FieldList
              fields={columns.map((column) => ({
                key: column.key,
                label: column.header,
                value: column.render ? column.render(row) : String((row as Record<string, unknown>)[column.key] ?? ''),
              }))}
            />
            <Box sx={{ display: 'flex', alignItems: 'center', mt: 1 }}>
              {selection ? (
                <Checkbox
                  checked={selection.isSelected(row)}
                  onChange={(event) => selection.toggle(row, event.target.checked)}
                  slotProps={{ input: { 'aria-label': t('admin.select_row', { name: selection.label(row) }) } }}
                  sx={{ ml: -1 }}
                />
              ) : null}
              <Box sx={{ flexGrow: 1 }} />
              {actions(row)}
            </Box>
          </CardContent>
        </Card>
      ))}
      <TablePagination
        component="div"
        count={total}
        page={state.pageIndex}
        rowsPerPage={state.pageSize === ALL_ROWS ? -1 : state.pageSize}
        rowsPerPageOptions={[10, 15, 50, ...(allRows ? [{ label: t('admin.all'), value: -1 }] : [])]}
        labelRowsPerPage={t('admin.rows_per_page')}
        labelDisplayedRows={({ from, to, count }) => `${from}-${to} ${t('admin.of')} ${count}`}
        onPageChange={(_event, page) => update({ pageIndex: page })}
        onRowsPerPageChange={(event) => update({ pageSize: Number(event.target.value) === -1 ? ALL_ROWS : Number(event.target.value) })}
        // On a phone the parts wrap instead of pushing the next-page arrow past the edge.
        sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', pl: 0 }, '& .MuiTablePagination-actions': { ml: 1 } }}
      />
    </Stack>
  );
}
