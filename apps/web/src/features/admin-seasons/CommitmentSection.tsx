import { commitmentInputSchema, commitmentOf, type CommitmentInput, type Season } from '@app/domain';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import KeyIcon from '@mui/icons-material/Key';
import { Alert, AlertTitle, Box, Button, Stack, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { formResolver } from '../../components/form/resolver';
import { applyServerErrors, scrollToFirstError } from '../../components/form/server-errors';
import { TextInput } from '../../components/form/TextInput';
import { useTranslation } from '../../lib/i18n';
import { useNotify } from '../../lib/notifications';
import { saveCommitment, seasonQuery, seasonsQuery } from './api';
import { Code, DrawSection } from './DrawSection';
import { newSecret } from './secret';

type CommitmentValues = z.output<typeof commitmentInputSchema>;

/** The commitment can be set and changed until the wish phase ends (the server refuses it afterwards). */
export const commitmentOpen = (season: Season) => season.phase === 'before' || season.phase === 'wishes';

/**
 * The commitment (issue 37 part 3): until the wish phase ends the office publishes the SHA-256 of a secret only
 * it knows and names where the public number will come from; afterwards both are shown as published, or that
 * none was (then no official run is possible).
 */
export function CommitmentSection({ season }: { season: Season }) {
  const { t } = useTranslation();
  return (
    <DrawSection title={t('drawOffice.commitment.title')}>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t('drawOffice.commitment.intro')}
      </Typography>
      {commitmentOpen(season) ? <CommitmentForm season={season} /> : <PublishedCommitment season={season} />}
    </DrawSection>
  );
}

function PublishedCommitment({ season }: { season: Season }) {
  const { t } = useTranslation();
  if (!season.commitment) return <Alert severity="warning">{t('drawOffice.commitment.none')}</Alert>;
  return (
    <Stack component="dl" spacing={1} sx={{ m: 0 }}>
      <Typography component="dt" variant="subtitle2">
        {t('drawOffice.commitment.fields.commitment')}
      </Typography>
      <Box component="dd" sx={{ m: 0 }}>
        <Code>{season.commitment}</Code>
      </Box>
      <Typography component="dt" variant="subtitle2">
        {t('drawOffice.commitment.fields.public_number_source')}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {season.public_number_source}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('drawOffice.commitment.closed')}
      </Typography>
    </Stack>
  );
}

const valuesOf = (season: Season): CommitmentInput => ({ commitment: season.commitment ?? '', public_number_source: season.public_number_source ?? '' });

function CommitmentForm({ season }: { season: Season }) {
  const { t } = useTranslation();
  const c = (key: string) => t(`drawOffice.commitment.${key}`);
  const notify = useNotify();
  const queryClient = useQueryClient();
  const form = useForm<CommitmentInput, unknown, CommitmentValues>({ resolver: formResolver(commitmentInputSchema), defaultValues: valuesOf(season) });
  const { control } = form;
  // The secret made here lives only in this page: it is shown while the field holds its hash, and gone with a
  // hash pasted instead or when the page is left.
  const [generated, setGenerated] = useState<{ secret: string; commitment: string } | null>(null);
  const commitment = useWatch({ control, name: 'commitment' });
  const shownSecret = generated && generated.commitment === commitment ? generated.secret : null;
  const secretTitleId = useId();

  const generate = () => {
    const secret = newSecret();
    // The domain's own SHA-256, the one the server checks the secret with (and which works on any page, https or not).
    const hash = commitmentOf(secret);
    setGenerated({ secret, commitment: hash });
    form.setValue('commitment', hash, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  };
  const copySecret = (secret: string) => {
    // Pages outside https have no clipboard: the secret stays selectable.
    navigator.clipboard?.writeText(secret).then(
      () => notify('success', c('copied')),
      () => undefined,
    );
  };

  const save = useMutation({
    mutationFn: (values: CommitmentValues) => saveCommitment(season.id, values),
    onSuccess: async ({ message, data }) => {
      notify('success', message);
      queryClient.setQueryData(seasonQuery(season.id).queryKey, data);
      form.reset(valuesOf(data));
      await queryClient.invalidateQueries({ queryKey: seasonsQuery.queryKey });
    },
    onError: async (error) => {
      // A 409 means the wish phase has ended meanwhile: the season read again shows the commitment fixed.
      if (!applyServerErrors(form, error)) await queryClient.invalidateQueries({ queryKey: seasonQuery(season.id).queryKey });
    },
  });

  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit((values) => save.mutate(values), () => scrollToFirstError())}>
      <Stack spacing={2}>
        <Box>
          <Button variant="outlined" startIcon={<KeyIcon />} onClick={() => void generate()}>
            {c('generate')}
          </Button>
        </Box>
        {shownSecret ? (
          <Alert severity="warning" role="status" aria-labelledby={secretTitleId}>
            <AlertTitle id={secretTitleId}>{c('secret_title')}</AlertTitle>
            <Box sx={{ my: 1 }}>
              <Code>{shownSecret}</Code>
            </Box>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {c('secret_keep')}
            </Typography>
            <Button size="small" startIcon={<ContentCopyIcon />} onClick={() => copySecret(shownSecret)}>
              {c('copy')}
            </Button>
          </Alert>
        ) : null}
        <TextInput
          control={control}
          name="commitment"
          label={c('fields.commitment')}
          required
          helperText={c('hints.commitment')}
          slotProps={{ htmlInput: { spellCheck: false, autoComplete: 'off', style: { fontFamily: 'monospace' } } }}
        />
        <TextInput control={control} name="public_number_source" label={c('fields.public_number_source')} required helperText={c('hints.public_number_source')} />
        <Box>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {c('save')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
