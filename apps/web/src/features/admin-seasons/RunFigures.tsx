import { toLanguage, type DrawRun } from '@app/domain';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n';
import { wishMonitorQuery } from './api';
import { CardTable, type CardColumn } from '../../components/list/CardTable';
import { RESPONSIVE_BREAKPOINT } from '../../lib/theme';
import { formatCount, formatShare, weekName } from './season-format';

type Statistics = DrawRun['statistics'];
type WeekFigures = Statistics['weeks'][number];

interface Figure {
  key: string;
  label: string;
  value(statistics: Statistics): string;
}

/** A week's figures in the run and in the baseline, side by side. */
interface WeekComparison {
  week: number;
  places: number;
  run: WeekFigures;
  baseline: WeekFigures | undefined;
}

/**
 * A run's figures beside the baseline's on the same wishes and seed: random serial dictatorship, the plain
 * way a draw could go (each child in turn takes its wishes in order). Shares are of the children with at least
 * one wish; per week, collapsed at first, how full it is and how many wait.
 */
export function RunFigures({ seasonId, run, title }: { seasonId: number; run: DrawRun; title: string }) {
  const { t, i18n } = useTranslation();
  const lang = toLanguage(i18n.language);
  const f = (key: string, params?: Record<string, string | number>) => t(`drawOffice.figures.${key}`, params);
  // The run names its weeks by id only; the monitor has their names.
  const monitor = useQuery(wishMonitorQuery(seasonId));
  const weeks = new Map(monitor.data?.weeks.map((week) => [week.id, week]));

  const count = (value: number) => formatCount(value, lang);
  const of = (part: number, total: number) => f('of', { count: count(part), total: count(total) });
  const ranks = Math.max(run.statistics.rankHistogram.length, run.baseline.rankHistogram.length);
  const figures: Figure[] = [
    { key: 'children', label: f('children'), value: (s) => count(s.children) },
    { key: 'first_wish', label: f('first_wish'), value: (s) => formatShare(s.firstWishShare, lang) },
    { key: 'at_least_one', label: f('at_least_one'), value: (s) => formatShare(s.atLeastOnePlaceShare, lang) },
    { key: 'households_with_nothing', label: f('households_with_nothing'), value: (s) => of(s.householdsWithNothing, s.households) },
    { key: 'grants', label: f('grants'), value: (s) => count(s.grants) },
    ...Array.from({ length: ranks }, (_, index): Figure => ({ key: `rank_${index + 1}`, label: f('rank', { rank: index + 1 }), value: (s) => count(s.rankHistogram[index] ?? 0) })),
    { key: 'siblings', label: f('siblings'), value: (s) => of(s.groups.siblings.kept, s.groups.siblings.total) },
    { key: 'friends', label: f('friends'), value: (s) => of(s.groups.friends.kept, s.groups.friends.total) },
  ];

  const baselineWeeks = new Map(run.baseline.weeks.map((week) => [week.week, week]));
  const comparisons: WeekComparison[] = run.statistics.weeks.map((week) => ({ week: week.week, places: week.places, run: week, baseline: baselineWeeks.get(week.week) }));
  const weekColumns: CardColumn<WeekComparison>[] = [
    { key: 'places', header: f('weeks.places'), render: (row) => count(row.places), numeric: true },
    { key: 'fill', header: f('weeks.fill'), render: (row) => formatShare(row.run.fill, lang), numeric: true },
    { key: 'fill_baseline', header: f('weeks.fill_baseline'), render: (row) => (row.baseline ? formatShare(row.baseline.fill, lang) : '–'), numeric: true },
    { key: 'waiting', header: f('weeks.waiting'), render: (row) => count(row.run.waiting), numeric: true },
    { key: 'waiting_baseline', header: f('weeks.waiting_baseline'), render: (row) => (row.baseline ? count(row.baseline.waiting) : '–'), numeric: true },
  ];
  const weekTitle = (row: WeekComparison) => {
    const week = weeks.get(row.week);
    return week ? weekName(week, lang) : f('weeks.unknown', { id: row.week });
  };

  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle1" component="h3">
        {title}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {f('baseline_explained')}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        {/* "Zufallsreihenfolge" is one long word: on a phone the header breaks inside it instead of pushing its column out of sight. */}
        <Table size="small" aria-label={title} sx={{ '& th, & td': { px: 1 }, '& thead th': { overflowWrap: 'anywhere' } }}>
          <TableHead>
            <TableRow>
              <TableCell>{f('columns.figure')}</TableCell>
              <TableCell align="right">{f('columns.run')}</TableCell>
              <TableCell align="right">{f('columns.baseline')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {figures.map((figure) => (
              <TableRow key={figure.key}>
                <TableCell component="th" scope="row">
                  {figure.label}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {figure.value(run.statistics)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {figure.value(run.baseline)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <Accordion disableGutters variant="outlined" slotProps={{ transition: { unmountOnExit: true } }}>
        <AccordionSummary expandIcon={<ExpandMoreIcon />}>
          <Typography sx={{ fontWeight: 500 }}>{f('weeks.title')}</Typography>
        </AccordionSummary>
        <AccordionDetails sx={{ p: { xs: 1, sm: 0 } }}>
          <CardTable
            label={f('weeks.title')}
            rows={comparisons}
            rowKey={(row) => row.week}
            title={{ header: f('weeks.week'), render: weekTitle }}
            columns={weekColumns}
            cardsBelow={RESPONSIVE_BREAKPOINT}
          />
        </AccordionDetails>
      </Accordion>
    </Stack>
  );
}
