import { formatWallClock, type Season } from '@app/domain';
import AddIcon from '@mui/icons-material/Add';
import CasinoIcon from '@mui/icons-material/Casino';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FieldList } from '../../components/list/FieldList';
import { ACTIONS_TABLE_SX } from '../../components/list/RowActions';
import { Loading } from '../../components/Loading';
import { Page } from '../../components/Page';
import { ApiError } from '../../lib/api-client';
import { useTranslation, type TFunction } from '../../lib/i18n';
import { useNotify } from '../../lib/notifications';
import { RESPONSIVE_BREAKPOINT } from '../../lib/theme';
import { deleteSeason, seasonDrawPath, seasonsQuery } from './api';
import { SeasonDialog } from './SeasonDialog';
import { SeasonPhaseChip } from './SeasonPhaseChip';

interface Column {
  key: string;
  header: string;
  render(season: Season): ReactNode;
  /** Breaks only between words (a date and its time), as a list gives such a column room for its longest word. */
  wholeWords?: boolean;
}

function seasonColumns(t: TFunction): Column[] {
  const time = (key: 'draw_at' | 'publish_at' | 'first_come_from'): Column => ({
    key,
    header: t(`season.fields.${key}`),
    render: (season) => formatWallClock(season[key]),
    wholeWords: true,
  });
  return [
    { key: 'year', header: t('season.fields.year'), render: (season) => season.year, wholeWords: true },
    {
      key: 'wishes',
      header: t('season.phases.wishes'),
      // The two ends break apart before a time does.
      render: (season) => (
        <>
          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>{formatWallClock(season.wish_from)} –</Box>{' '}
          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>{formatWallClock(season.wish_to)}</Box>
        </>
      ),
      wholeWords: true,
    },
    time('draw_at'),
    time('publish_at'),
    time('first_come_from'),
    {
      key: 'phase',
      header: t('season.fields.phase'),
      render: (season) => <SeasonPhaseChip phase={season.phase} />,
    },
  ];
}

/** The first course year from this one on without a season: what a new season most likely is for. */
function nextFreeYear(seasons: readonly Season[]): number {
  const taken = new Set(seasons.map((season) => season.year));
  let year = new Date().getFullYear();
  while (taken.has(year)) year++;
  return year;
}

/**
 * The seasons of the fair opening (issue 37, decision 028; `season.update`): one per course year with its
 * phase times and the phase it is in now, a table on a desktop and cards on a phone; created and changed in
 * the season dialog, deleted after a confirmation until its wish phase begins (the server's 409 says why not);
 * each opens its draw page (wishes, commitment, runs).
 */
export function SeasonsPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const wide = useMediaQuery(`(min-width:${RESPONSIVE_BREAKPOINT}px)`);
  const seasons = useQuery(seasonsQuery);
  // `season` undefined: a new one.
  const [dialog, setDialog] = useState<{ season?: Season } | null>(null);
  const [toDelete, setToDelete] = useState<Season | null>(null);

  const deletion = useMutation({
    mutationFn: (season: Season) => deleteSeason(season.id),
    // The refusal (409: the wish phase has begun) is announced here with the server's reason, not generically.
    meta: { silent: true },
    onSuccess: async ({ message }) => {
      notify('success', message);
      await queryClient.invalidateQueries({ queryKey: seasonsQuery.queryKey });
    },
    onError: (error) => {
      // A 401 ends the session with its own message.
      if (!(error instanceof ApiError && error.status === 401)) notify('error', error.message);
    },
    onSettled: () => setToDelete(null),
  });

  const name = (season: Season) => t('season.name', { year: season.year });
  const columns = seasonColumns(t);
  const actions = (season: Season) => {
    const action = (label: string, icon: ReactNode, does: { onClick(): void } | { component: typeof RouterLink; to: string }) => (
      <IconButton {...does} aria-label={`${label}: ${name(season)}`} title={label} size="small">
        {icon}
      </IconButton>
    );
    return (
      <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
        {action(t('drawOffice.open'), <CasinoIcon fontSize="small" />, { component: RouterLink, to: seasonDrawPath(season.id) })}
        {action(t('admin.edit'), <EditIcon fontSize="small" />, { onClick: () => setDialog({ season }) })}
        {action(t('admin.delete'), <DeleteIcon fontSize="small" />, { onClick: () => setToDelete(season) })}
      </Stack>
    );
  };

  const list = (rows: Season[]) =>
    rows.length === 0 ? (
      <Typography sx={{ p: 2, textAlign: 'center', color: 'text.secondary' }}>{t('season.empty')}</Typography>
    ) : wide ? (
      <TableContainer>
        <Table size="small" aria-label={t('season.title')} sx={ACTIONS_TABLE_SX}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.key} data-whole-words="">
                  {column.header}
                </TableCell>
              ))}
              <TableCell data-actions-cell="" align="right">
                {t('admin.actions')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((season) => (
              <TableRow key={season.id} hover>
                {columns.map((column) => (
                  <TableCell key={column.key} {...(column.wholeWords ? { 'data-whole-words': '' } : {})}>
                    {column.render(season)}
                  </TableCell>
                ))}
                <TableCell data-actions-cell="">{actions(season)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    ) : (
      <Stack spacing={1.5} component="ul" aria-label={t('season.title')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {rows.map((season) => (
          <Card key={season.id} component="li" variant="outlined">
            <CardContent sx={{ pb: 1 }}>
              <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
                {name(season)}
              </Typography>
              <FieldList
                fields={columns
                  .filter((column) => column.key !== 'year')
                  .map((column) => ({ key: column.key, label: column.header, value: column.render(season) }))}
              />
              <Box sx={{ mt: 1 }}>{actions(season)}</Box>
            </CardContent>
          </Card>
        ))}
      </Stack>
    );

  return (
    <Page
      title={t('season.title')}
      width="lg"
      actions={
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({})} disabled={!seasons.data}>
          {t('season.create')}
        </Button>
      }
    >
      {seasons.isPending ? <Loading /> : seasons.isError ? <Alert severity="error">{t('admin.loading_failed')}</Alert> : list(seasons.data)}

      {dialog && seasons.data ? <SeasonDialog season={dialog.season} year={nextFreeYear(seasons.data)} onClose={() => setDialog(null)} /> : null}
      <ConfirmDialog
        open={toDelete !== null}
        text={toDelete ? t('season.confirm_delete', { year: toDelete.year }) : ''}
        busy={deletion.isPending}
        onConfirm={() => toDelete && deletion.mutate(toDelete)}
        onClose={() => setToDelete(null)}
      />
    </Page>
  );
}
