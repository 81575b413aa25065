import { formatDateTime, formatWallClock, officialRunInputSchema, type DrawRun, type OfficialRunInput, type Season } from '@app/domain';
import GavelIcon from '@mui/icons-material/Gavel';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { formResolver } from '../../components/form/resolver';
import { applyServerErrors, scrollToFirstError } from '../../components/form/server-errors';
import { TextInput } from '../../components/form/TextInput';
import { Loading } from '../../components/Loading';
import { useTranslation } from '../../lib/i18n';
import { useNotify } from '../../lib/notifications';
import { seasonAuditPath } from '../season-audit';
import { drawRunsQuery, runOfficial, seasonsQuery } from './api';
import { commitmentOpen } from './CommitmentSection';
import { Code, DrawSection } from './DrawSection';

type OfficialRunValues = z.output<typeof officialRunInputSchema>;

/**
 * The official run (issue 37 part 3): once the wish phase is over and with a published commitment, the office
 * types the secret and the public number; there is one per season. Afterwards its seed, number and digests,
 * when the families see the result, and the public audit page.
 */
export function OfficialRunSection({ season }: { season: Season }) {
  const { t } = useTranslation();
  const o = (key: string, params?: Record<string, string | number>) => t(`drawOffice.official.${key}`, params);
  const runs = useQuery(drawRunsQuery(season.id));
  const official = runs.data?.find((run) => run.official);

  let content: ReactNode;
  if (official) content = <OfficialRun season={season} run={official} />;
  else if (season.official_run) content = runs.isError ? <Alert severity="error">{t('admin.loading_failed')}</Alert> : <Loading />;
  else if (commitmentOpen(season)) content = <Alert severity="info">{o('not_yet', { at: formatWallClock(season.wish_to) })}</Alert>;
  else if (!season.commitment) content = <Alert severity="warning">{t('drawOffice.commitment.none')}</Alert>;
  else content = <OfficialRunForm season={season} />;
  return <DrawSection title={o('title')}>{content}</DrawSection>;
}

function OfficialRun({ season, run }: { season: Season; run: DrawRun }) {
  const { t } = useTranslation();
  const o = (key: string, params?: Record<string, string | number>) => t(`drawOffice.official.${key}`, params);
  const fields: [key: string, value: ReactNode][] = [
    ['seed', <Code key="seed">{run.seed}</Code>],
    ['public_number', <Code key="number">{run.public_number ?? ''}</Code>],
    ['input_digest', <Code key="input">{run.input_digest}</Code>],
    ['result_digest', <Code key="result">{run.result_digest}</Code>],
    ['published', run.published_at ? formatDateTime(run.published_at) : o('publishes_at', { at: formatWallClock(season.publish_at) })],
  ];
  return (
    <Stack spacing={2}>
      <Box component="dl" sx={{ m: 0, display: 'grid', rowGap: 1 }}>
        {fields.map(([key, value]) => (
          <Box key={key}>
            <Typography component="dt" variant="subtitle2">
              {o(`fields.${key}`)}
            </Typography>
            <Box component="dd" sx={{ m: 0 }}>
              {value}
            </Box>
          </Box>
        ))}
      </Box>
      <Box>
        <Button component={RouterLink} to={seasonAuditPath(season.id)} variant="outlined">
          {o('audit')}
        </Button>
      </Box>
    </Stack>
  );
}

function OfficialRunForm({ season }: { season: Season }) {
  const { t } = useTranslation();
  const o = (key: string, params?: Record<string, string | number>) => t(`drawOffice.official.${key}`, params);
  const notify = useNotify();
  const queryClient = useQueryClient();
  const form = useForm<OfficialRunInput, unknown, OfficialRunValues>({ resolver: formResolver(officialRunInputSchema), defaultValues: { secret: '', public_number: '' } });
  const { control } = form;
  // Checked values wait here for the office's yes: the public number cannot be corrected after the run.
  const [toConfirm, setToConfirm] = useState<OfficialRunValues | null>(null);
  const refresh = () =>
    Promise.all([seasonsQuery.queryKey, drawRunsQuery(season.id).queryKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })));

  const run = useMutation({
    mutationFn: (values: OfficialRunValues) => runOfficial(season.id, values),
    onSuccess: async ({ message }) => {
      notify('success', message);
      await refresh();
    },
    onError: async (error) => {
      // A 409 (the official run exists, the wish phase not over) is announced by the app; the season read again shows why.
      if (!applyServerErrors(form, error)) await refresh();
    },
    onSettled: () => setToConfirm(null),
  });

  return (
    <>
      <Box component="form" noValidate onSubmit={form.handleSubmit(setToConfirm, () => scrollToFirstError())}>
      <Stack spacing={2}>
        <Typography variant="body2">{o('intro', { source: season.public_number_source ?? '' })}</Typography>
        <TextInput
          control={control}
          name="secret"
          label={o('form.secret')}
          required
          helperText={o('form.secret_hint')}
          slotProps={{ htmlInput: { spellCheck: false, autoComplete: 'off', style: { fontFamily: 'monospace' } } }}
        />
        <TextInput
          control={control}
          name="public_number"
          label={o('form.public_number')}
          required
          helperText={o('form.public_number_hint')}
          slotProps={{ htmlInput: { spellCheck: false, autoComplete: 'off' } }}
        />
        <Box>
          <Button type="submit" variant="contained" startIcon={<GavelIcon />} disabled={run.isPending}>
            {o('submit')}
          </Button>
        </Box>
      </Stack>
      </Box>
      <ConfirmDialog
        open={toConfirm !== null}
        text={toConfirm ? o('confirm', { number: toConfirm.public_number, at: formatWallClock(season.publish_at) }) : ''}
        busy={run.isPending}
        onConfirm={() => toConfirm && run.mutate(toConfirm)}
        onClose={() => setToConfirm(null)}
      />
    </>
  );
}
