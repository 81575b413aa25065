import { formatWallClock, type Season } from '@app/domain';
import { Alert, Button, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { useRecordId } from '../../components/form/useRecordId';
import { FieldList } from '../../components/list/FieldList';
import { Loading } from '../../components/Loading';
import { Page } from '../../components/Page';
import { ApiError } from '../../lib/api-client';
import { useTranslation } from '../../lib/i18n';
import { NotFoundPage } from '../errors';
import { SEASONS_PATH, seasonQuery } from './api';
import { CommitmentSection } from './CommitmentSection';
import { DrawRunsSection } from './DrawRunsSection';
import { OfficialRunSection } from './OfficialRunSection';
import { SeasonPhaseChip } from './SeasonPhaseChip';
import { WishMonitorSection } from './WishMonitorSection';

/** The season's phase and times, the frame of everything below. */
function SeasonSummary({ season }: { season: Season }) {
  const { t } = useTranslation();
  const label = (field: string) => t(`season.fields.${field}`);
  return (
    <FieldList
      fields={[
        { key: 'phase', label: label('phase'), value: <SeasonPhaseChip phase={season.phase} /> },
        { key: 'wishes', label: t('season.phases.wishes'), value: `${formatWallClock(season.wish_from)} – ${formatWallClock(season.wish_to)}` },
        ...(['draw_at', 'publish_at', 'first_come_from'] as const).map((field) => ({ key: field, label: label(field), value: formatWallClock(season[field]) })),
      ]}
    />
  );
}

/**
 * /be/seasons/{id} (issue 37 part 6, decision 028; `season.update`): a season's draw from the office's side:
 * the wishes so far, the commitment, trial runs beside the baseline, and the official run.
 */
export function SeasonDrawPage() {
  const { t } = useTranslation();
  const id = useRecordId();
  const query = useQuery({ ...seasonQuery(id ?? 0), enabled: id !== undefined });
  if (id === undefined || (query.error instanceof ApiError && query.error.status === 404)) return <NotFoundPage />;
  const season = query.data;
  return (
    <Page
      title={season ? t('drawOffice.title', { year: season.year }) : t('season.one')}
      width="lg"
      actions={
        <Button component={RouterLink} to={SEASONS_PATH}>
          {t('admin.back')}
        </Button>
      }
    >
      {season ? (
        <Stack spacing={2}>
          <SeasonSummary season={season} />
          <WishMonitorSection seasonId={season.id} />
          <CommitmentSection season={season} />
          <DrawRunsSection seasonId={season.id} />
          <OfficialRunSection season={season} />
        </Stack>
      ) : query.isError ? (
        <Alert severity="error">{t('admin.loading_failed')}</Alert>
      ) : (
        <Loading />
      )}
    </Page>
  );
}
