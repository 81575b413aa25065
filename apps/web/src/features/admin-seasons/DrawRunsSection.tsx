import { formatDateTime, type DrawRun } from '@app/domain';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Alert, Button, Chip, List, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Loading } from '../../components/Loading';
import { useTranslation } from '../../lib/i18n';
import { useNotify } from '../../lib/notifications';
import { drawRunsQuery, runTrial } from './api';
import { DrawSection } from './DrawSection';
import { RunFigures } from './RunFigures';

/** Enough of a digest to tell runs apart in the list; the official run's is shown whole. */
const SHORT_DIGEST = 12;

/**
 * Trial runs (issue 37 part 6): a run on the wishes so far with a throwaway seed, never published; the runs so
 * far (and the official one) and the chosen run's figures beside the baseline's, the latest run's at first.
 */
export function DrawRunsSection({ seasonId }: { seasonId: number }) {
  const { t } = useTranslation();
  const r = (key: string, params?: Record<string, string | number>) => t(`drawOffice.runs.${key}`, params);
  const notify = useNotify();
  const queryClient = useQueryClient();
  const runs = useQuery(drawRunsQuery(seasonId));
  const [chosenId, setChosenId] = useState<number | null>(null);

  const trial = useMutation({
    mutationFn: () => runTrial(seasonId),
    onSuccess: async ({ message, data }) => {
      notify('success', message);
      // The new run is the newest: shown at once, the list read again for runs others made meanwhile.
      queryClient.setQueryData(drawRunsQuery(seasonId).queryKey, (list) => [data, ...(list ?? [])]);
      setChosenId(data.id);
      await queryClient.invalidateQueries({ queryKey: drawRunsQuery(seasonId).queryKey });
    },
  });

  const list = runs.data;
  const chosen = list?.find((run) => run.id === chosenId) ?? list?.[0];
  const runName = (run: DrawRun) => t(run.official ? 'drawOffice.runs.official' : 'drawOffice.runs.trial');

  return (
    <DrawSection
      title={r('title')}
      action={
        <Button variant="contained" startIcon={<PlayArrowIcon />} onClick={() => trial.mutate()} disabled={trial.isPending}>
          {r('start')}
        </Button>
      }
    >
      <Stack spacing={2}>
        <Typography variant="body2">{r('intro')}</Typography>
        {list ? (
          list.length === 0 ? (
            <Typography sx={{ color: 'text.secondary' }}>{r('empty')}</Typography>
          ) : (
            <List dense aria-label={r('list')} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, py: 0, maxHeight: 280, overflowY: 'auto' }}>
              {list.map((run) => (
                <ListItemButton key={run.id} selected={run.id === chosen?.id} aria-pressed={run.id === chosen?.id} onClick={() => setChosenId(run.id)}>
                  <ListItemText
                    primary={
                      <Stack direction="row" spacing={1} component="span" sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                        <Chip size="small" component="span" color={run.official ? 'primary' : 'default'} label={runName(run)} />
                        <span>{formatDateTime(run.created_at)}</span>
                      </Stack>
                    }
                    secondary={r('digest', { digest: run.result_digest.slice(0, SHORT_DIGEST) })}
                  />
                </ListItemButton>
              ))}
            </List>
          )
        ) : runs.isError ? (
          <Alert severity="error">{t('admin.loading_failed')}</Alert>
        ) : (
          <Loading />
        )}
        {chosen ? <RunFigures seasonId={seasonId} run={chosen} title={r('figures', { run: runName(chosen), at: formatDateTime(chosen.created_at) })} /> : null}
      </Stack>
    </DrawSection>
  );
}
