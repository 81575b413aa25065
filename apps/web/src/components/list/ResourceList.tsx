import type { Permission } from '@app/domain';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, InputAdornment, ListItemIcon, ListItemText, Menu, MenuItem, Stack, TextField, useMediaQuery } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MaterialReactTable, useMaterialReactTable, type MRT_ColumnDef, type MRT_RowSelectionState, type MRT_SortingState } from 'material-react-table';
import { MRT_Localization_DE } from 'material-react-table/locales/de';
import { MRT_Localization_IT } from 'material-react-table/locales/it';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Link as RouterLink, useLocation } from 'react-router';
import { useSession } from '../../lib/session';
import { api } from '../../lib/api-client';
import { useNotify } from '../../lib/notifications';
import { RESPONSIVE_BREAKPOINT } from '../../lib/theme';
import { ConfirmDialog } from '../ConfirmDialog';
import { ListCards } from './ListCards';
import { actionsColumnWidth, RowActions, type RowAction } from './RowActions';
import { useListState, type ListState } from './list-state';
import { ALL_ROWS, listParams, useListQuery } from './query';
import { useDebouncedCallback } from './useDebouncedCallback';

/** Room for the header "Aktionen" / "Azioni" with the sort-free header's padding. */
const ACTIONS_HEADER_WIDTH = 100;

export interface ListColumn<Row> {
  /** The field shown, and the sort key sent to the server. */
  key: string;
  header: string;
  sortable?: boolean;
  render?: (row: Row) => ReactNode;
  /** The narrowest the table's column gets, padding included: room for its longest word (a date, an amount). */
  minWidth?: number;
  /** The table leaves the column out on screens narrower than this (px), so the others read whole; cards show it. */
  hideBelow?: number;
}

const DEFAULT_COLUMN_WIDTH = 100;

export interface ResourceListProps<Row extends { id: number }> {
  endpoint: string;
  columns: ListColumn<Row>[];
  /** How a row is named in the delete confirmation. */
  rowLabel: (row: Row) => string;
  initial?: Partial<ListState>;
  /** Open with `initial`, not with the list as it was left: the address asked for these filters (a dashboard link). */
  fresh?: boolean;
  /** Resource filters sent as flat query parameters; change them with the returned updater. */
  filterControls?: (filters: Record<string, string>, setFilters: (filters: Record<string, string>) => void) => ReactNode;
  create?: { path: string; permission: Permission; label: string };
  edit?: { path: (row: Row) => string; permission: Permission };
  /** `confirm` words the question before deleting when deleting takes more than the row (a person's login). */
  remove?: { permission: Permission; confirm?: (row: Row) => string };
  /**
   * The resource's own actions on a row, those the user may use; edit and delete are added from `edit` and
   * `remove`. An action may narrow the list to what the row names (the access log's "only this child").
   */
  rowActions?: (row: Row, list: { filters: Record<string, string>; setFilters: (filters: Record<string, string>) => void }) => RowAction[];
  /**
   * Rows get a checkbox (on the table, not on a phone's cards); the toolbar shows what this renders for the
   * ticked rows, which stay ticked across pages and sorting until `clear`.
   */
  selectionActions?: (selected: Row[], clear: () => void) => ReactNode;
  /** A right click on a row opens the row's actions as a menu at the pointer. */
  contextMenu?: boolean;
  /** False: pages only, no "all" among the page sizes, for a list whose server refuses it (`listQuerySchema`'s `all`). */
  allRows?: boolean;
}

/**
 * The list convention of the back office, built once: server-side paging (10, 15, 50, all), multi-column
 * sorting, a search sent 300 ms after typing, filters, edit and delete (after a confirmation), a no-data
 * message, and stacked cards instead of the table on a phone. Every row action stays visible and reachable:
 * the actions column is as wide as its buttons, and beyond three actions the rest open from a "more" menu.
 */
export function ResourceList<Row extends { id: number }>(props: ResourceListProps<Row>) {
  const { t, i18n } = useTranslation();
  const { can } = useSession();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const [state, update] = useListState(pathname, props.initial ?? {}, props.fresh);
  const [searchText, setSearchText] = useState(state.search);
  const sendSearch = useDebouncedCallback((search: string) => update({ search }));
  const wide = useMediaQuery(`(min-width:${RESPONSIVE_BREAKPOINT}px)`);

  const params = listParams(state, state.search);
  const query = useListQuery<Row>(props.endpoint, params);
  const rows = query.data?.data ?? [];
  const total = query.data?.meta.total ?? 0;

  const [toDelete, setToDelete] = useState<Row | null>(null);
  const deletion = useMutation({
    mutationFn: (row: Row) => api.delete<{ message: string }>(`${props.endpoint}/${row.id}`),
    onSuccess: async ({ message }) => {
      notify('success', message);
      setToDelete(null);
      await queryClient.invalidateQueries({ queryKey: ['list', props.endpoint] });
    },
    onError: () => setToDelete(null),
  });

  const actionsOf = (row: Row): RowAction[] => [
    ...(props.edit && can(props.edit.permission)
      ? [{ key: 'edit', label: t('admin.edit'), icon: <EditIcon fontSize="small" />, to: props.edit.path(row) }]
      : []),
    ...(props.rowActions?.(row, { filters: state.filters, setFilters: (filters) => update({ filters }) }) ?? []),
    ...(props.remove && can(props.remove.permission)
      ? [{ key: 'delete', label: t('admin.delete'), icon: <DeleteIcon fontSize="small" />, onClick: () => setToDelete(row) }]
      : []),
  ];
  const [menuRow, setMenuRow] = useState<number | null>(null);
  const actions = (row: Row) => (
    <RowActions
      actions={actionsOf(row)}
      rowLabel={props.rowLabel(row)}
      menuId={`row-actions-${row.id}`}
      menuOpen={menuRow === row.id}
      onMenu={(open) => setMenuRow(open ? row.id : null)}
    />
  );
  const mostActions = Math.max(0, ...rows.map((row) => actionsOf(row).length));

  const [selected, setSelected] = useState<ReadonlyMap<string, Row>>(new Map());
  const rowSelection: MRT_RowSelectionState = Object.fromEntries([...selected.keys()].map((key) => [key, true]));
  const clearSelection = () => setSelected(new Map());
  const [context, setContext] = useState<{ row: Row; top: number; left: number } | null>(null);

  const toolbar = (
    // Wraps onto a second line rather than hiding the last filters and the buttons past the right edge.
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap', width: '100%', p: { md: 0.5 } }}>
      <TextField
        size="small"
        type="search"
        label={t('admin.search')}
        value={searchText}
        onChange={(event) => {
          setSearchText(event.target.value);
          sendSearch(event.target.value);
        }}
        slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
        sx={{ minWidth: 220 }}
      />
      {props.filterControls?.(state.filters, (filters) => update({ filters }))}
      <Box sx={{ flexGrow: 1 }} />
      {props.selectionActions?.([...selected.values()], clearSelection)}
      {props.create && can(props.create.permission) ? (
        <Button variant="contained" component={RouterLink} to={props.create.path}>
          {props.create.label}
        </Button>
      ) : null}
    </Stack>
  );

  const columns: MRT_ColumnDef<Row>[] = props.columns.map((column) => ({
    grow: true,
    size: column.minWidth ?? DEFAULT_COLUMN_WIDTH,
    minSize: column.minWidth ?? DEFAULT_COLUMN_WIDTH,
    id: column.key,
    header: column.header,
    accessorFn: (row) => (row as Record<string, unknown>)[column.key] as never,
    enableSorting: column.sortable !== false,
    Cell: column.render ? ({ row }) => column.render!(row.original) : undefined,
  }));

  const hideBelow = new Map(props.columns.map((column) => [column.key, column.hideBelow]));
  const hiddenBelow = (id: string) => {
    const width = hideBelow.get(id);
    return width ? { [`@media (max-width:${width - 0.05}px)`]: { display: 'none' } } : {};
  };

  const table = useMaterialReactTable<Row>({
    columns,
    data: rows,
    getRowId: (row) => String(row.id),
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    enableMultiSort: true,
    // Every header click adds to the sort instead of replacing it: several columns without knowing shift-click.
    isMultiSortEvent: () => true,
    enableSortingRemoval: true,
    enableColumnFilters: false,
    enableGlobalFilter: false,
    enableColumnActions: false,
    enableDensityToggle: false,
    enableFullScreenToggle: false,
    enableHiding: false,
    rowCount: total,
    state: {
      pagination: { pageIndex: state.pageIndex, pageSize: state.pageSize },
      rowSelection,
      sorting: state.sorting as MRT_SortingState,
      isLoading: query.isPending,
      showProgressBars: query.isFetching,
    },
    onPaginationChange: (updater) => {
      const next = typeof updater === 'function' ? updater({ pageIndex: state.pageIndex, pageSize: state.pageSize }) : updater;
      update(next.pageSize !== state.pageSize ? { pageSize: next.pageSize } : { pageIndex: next.pageIndex });
    },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(state.sorting as MRT_SortingState) : updater;
      update({ sorting: next.map(({ id, desc }) => ({ id, desc })) });
    },
    enableRowSelection: Boolean(props.selectionActions),
    onRowSelectionChange: (updater) => {
      const next = typeof updater === 'function' ? updater(rowSelection) : updater;
      const byKey = new Map(rows.map((row) => [String(row.id), row]));
      setSelected(new Map(Object.keys(next).flatMap((key) => {
        const row = selected.get(key) ?? byKey.get(key);
        return next[key] && row ? [[key, row] as const] : [];
      })));
    },
    muiTableBodyRowProps: props.contextMenu
      ? ({ row }) => ({
          onContextMenu: (event) => {
            event.preventDefault();
            setContext({ row: row.original, top: event.clientY, left: event.clientX });
          },
        })
      : undefined,
    enableRowActions: Boolean(props.edit || props.remove || props.rowActions),
    positionActionsColumn: 'last',
    renderRowActions: ({ row }) => actions(row.original),
    renderTopToolbarCustomActions: () => toolbar,
    muiPaginationProps: {
      rowsPerPageOptions: [
        ...[10, 15, 50].map((size) => ({ label: String(size), value: size })),
        ...(props.allRows === false ? [] : [{ label: t('admin.all'), value: ALL_ROWS }]),
      ],
    },
    // The library's Italian sort labels read "Ordina da Bambino decrescente"; ours come from the catalogue, and
    // the library puts the header where `{column}` stays after our own placeholders are filled.
    localization: {
      ...(i18n.language === 'it' ? MRT_Localization_IT : MRT_Localization_DE),
      sortByColumnAsc: t('admin.sort_by_column_asc', { column: '{column}' }),
      sortByColumnDesc: t('admin.sort_by_column_desc', { column: '{column}' }),
      sortedByColumnAsc: t('admin.sorted_by_column_asc', { column: '{column}' }),
      sortedByColumnDesc: t('admin.sorted_by_column_desc', { column: '{column}' }),
    },
    renderEmptyRowsFallback: () => <Box sx={{ p: 3, textAlign: 'center', color: 'text.secondary' }}>{t('admin.no_data')}</Box>,
    muiTablePaperProps: { elevation: 0 },
    // A narrow column's header breaks between its words instead of ending in an ellipsis, and the sort button of
    // an unsorted column takes its room only under the pointer or the keyboard focus (as in MUI's data grid):
    // ten columns at 1280 px otherwise read "Ba…", "Pa…". The title shows a header that is still cut whole.
    muiTableHeadCellProps: ({ column }) => ({
      title: typeof column.columnDef.header === 'string' ? column.columnDef.header : undefined,
      sx: {
        px: 1,
        '& .Mui-TableHeadCell-Content-Wrapper': { whiteSpace: 'normal' },
        '&[aria-sort="none"]:not(:hover):not(:focus-within) .MuiBadge-root': { position: 'absolute', opacity: 0 },
        ...hiddenBelow(column.id),
      },
    }),
    // Half the library's side padding leaves ten columns their words at 1280 px; a word longer than its column
    // still breaks rather than being cut ("Woche 3 (02.08.2027").
    muiTableBodyCellProps: ({ column }) => ({ sx: { px: 1, overflowWrap: 'anywhere', ...hiddenBelow(column.id) } }),
    // Columns share the width of the page instead of fixed sizes, so the actions never fall off the edge.
    layoutMode: 'grid',
    defaultColumn: { grow: true, minSize: 60, size: DEFAULT_COLUMN_WIDTH },
    displayColumnDefOptions: {
      'mrt-row-actions': { grow: false, size: actionsColumnWidth(mostActions, ACTIONS_HEADER_WIDTH), header: t('admin.actions') },
    },
  });

  return (
    <>
      {wide ? (
        <MaterialReactTable table={table} />
      ) : (
        <ListCards
          toolbar={toolbar}
          columns={props.columns}
          rows={rows}
          total={total}
          state={state}
          update={update}
          loading={query.isPending}
          allRows={props.allRows !== false}
          actions={actions}
          selection={
            props.selectionActions
              ? {
                  isSelected: (row) => selected.has(String(row.id)),
                  toggle: (row, on) =>
                    setSelected((current) => {
                      const next = new Map(current);
                      if (on) next.set(String(row.id), row);
                      else next.delete(String(row.id));
                      return next;
                    }),
                  label: props.rowLabel,
                }
              : undefined
          }
        />
      )}
      <Menu
        open={context !== null}
        onClose={() => setContext(null)}
        anchorReference="anchorPosition"
        anchorPosition={context ? { top: context.top, left: context.left } : undefined}
        aria-label={context ? props.rowLabel(context.row) : undefined}
      >
        {context
          ? actionsOf(context.row).map((action) => (
              <MenuItem
                key={action.key}
                {...(action.to ? { component: RouterLink, to: action.to } : {})}
                onClick={() => {
                  setContext(null);
                  action.onClick?.();
                }}
              >
                <ListItemIcon>{action.icon}</ListItemIcon>
                <ListItemText>{action.label}</ListItemText>
              </MenuItem>
            ))
          : null}
      </Menu>
      <ConfirmDialog
        open={toDelete !== null}
        text={toDelete ? (props.remove?.confirm?.(toDelete) ?? t('admin.confirm_delete', { name: props.rowLabel(toDelete) })) : ''}
        busy={deletion.isPending}
        onConfirm={() => toDelete && deletion.mutate(toDelete)}
        onClose={() => setToDelete(null)}
      />
    </>
  );
}
