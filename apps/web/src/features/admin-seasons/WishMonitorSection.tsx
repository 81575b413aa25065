import { formatDate, toLanguage, type WishMonitor } from '@app/domain';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, Box, IconButton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Loading } from '../../components/Loading';
import { useTranslation } from '../../lib/i18n';
import { wishMonitorQuery } from './api';
import { DEMAND_COLORS, DEMAND_LEVELS, demandLevel, demandRatio, type DemandLevel } from './demand';
import { DrawSection } from './DrawSection';
import { CardTable, type CardColumn } from '../../components/list/CardTable';
import { RESPONSIVE_BREAKPOINT } from '../../lib/theme';
import { formatCount, formatRatio, weekName } from './season-format';

type MonitorWeek = WishMonitor['weeks'][number];

function DemandCell({ level, children }: { level: DemandLevel; children: string }) {
  return (
    <Box component="span" sx={{ ...DEMAND_COLORS[level], display: 'inline-block', minWidth: 48, px: 1, py: 0.25, borderRadius: 1, textAlign: 'center', fontWeight: 600 }}>
      {children}
    </Box>
  );
}

/**
 * The wishes so far (issue 37 part 6): how many families, children and wishes, and per week its places against
 * the first wishes and all wishes, the demand (wishes per place) as a heat-map cell. Read again on demand: the
 * office watches it grow during the wish phase.
 */
export function WishMonitorSection({ seasonId }: { seasonId: number }) {
  const { t, i18n } = useTranslation();
  const lang = toLanguage(i18n.language);
  const m = (key: string, params?: Record<string, string | number>) => t(`drawOffice.monitor.${key}`, params);
  const monitor = useQuery(wishMonitorQuery(seasonId));

  const columns: CardColumn<MonitorWeek>[] = [
    { key: 'dates', header: m('columns.dates'), render: (week) => `${formatDate(week.from)} – ${formatDate(week.to)}` },
    { key: 'places', header: m('columns.places'), render: (week) => formatCount(week.places, lang), numeric: true },
    { key: 'first_wishes', header: m('columns.first_wishes'), render: (week) => formatCount(week.first_wishes, lang), numeric: true },
    { key: 'wishes', header: m('columns.wishes'), render: (week) => formatCount(week.wishes, lang), numeric: true },
    {
      key: 'demand',
      header: m('columns.demand'),
      render: (week) => {
        const ratio = demandRatio(week.wishes, week.places);
        return <DemandCell level={demandLevel(ratio)}>{formatRatio(ratio, lang)}</DemandCell>;
      },
      numeric: true,
    },
  ];

  const data = monitor.data;
  return (
    <DrawSection
      title={m('title')}
      action={
        <IconButton onClick={() => void monitor.refetch()} disabled={monitor.isFetching} aria-label={m('refresh')} title={m('refresh')} size="small">
          <RefreshIcon fontSize="small" />
        </IconButton>
      }
    >
      {data ? (
        <Stack spacing={1.5}>
          <Stack component="dl" direction="row" sx={{ m: 0, flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}>
            {(['families', 'children', 'wishes'] as const).map((key) => (
              <Box key={key}>
                <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                  {m(key)}
                </Typography>
                <Typography component="dd" variant="h6" sx={{ m: 0 }}>
                  {formatCount(data[key], lang)}
                </Typography>
              </Box>
            ))}
          </Stack>
          <Typography variant="body2">{m('intro')}</Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
              {m('legend')}:
            </Typography>
            {DEMAND_LEVELS.map((level) => (
              <DemandCell key={level} level={level}>
                {m(`levels.${level}`)}
              </DemandCell>
            ))}
          </Stack>
          {data.weeks.length === 0 ? (
            <Typography sx={{ color: 'text.secondary' }}>{m('empty')}</Typography>
          ) : (
            <CardTable
              label={m('title')}
              rows={data.weeks}
              rowKey={(week) => week.id}
              title={{ header: m('columns.week'), render: (week) => weekName(week, lang) }}
              columns={columns}
              cardsBelow={RESPONSIVE_BREAKPOINT}
            />
          )}
        </Stack>
      ) : monitor.isError ? (
        <Alert severity="error">{t('admin.loading_failed')}</Alert>
      ) : (
        <Loading />
      )}
    </DrawSection>
  );
}
