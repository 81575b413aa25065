import { formatDateTime, formatWallClock, type SeasonAudit } from '@app/domain';
import { Download } from '@mui/icons-material';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { Loading } from '../../components/Loading';
import { Page } from '../../components/Page';
import { ApiError } from '../../lib/api-client';
import { useTranslation } from '../../lib/i18n';
import { NotFoundPage } from '../errors';
import { auditFileName, auditFileUrl, seasonAuditQuery, type AuditFile } from './api';

/**
 * /seasons/{seasonId}/audit (issue 37 part 7, decision 028), public: what anyone may check of a season's draw.
 * The commitment and the public number's source from the moment they are set; after the publication the
 * secret, the number, the seed, the digests, the two files and how to check them with standard tools.
 */
export function SeasonAuditPage() {
  const { t } = useTranslation();
  const seasonId = Number(useParams().seasonId);
  const valid = Number.isInteger(seasonId) && seasonId > 0;
  const query = useQuery({ ...seasonAuditQuery(seasonId), enabled: valid });
  if (!valid || (query.error instanceof ApiError && query.error.status === 404)) return <NotFoundPage />;
  const audit = query.data;
  return (
    <Page title={audit ? t('drawResult.audit.title_year', { year: audit.season.year }) : t('drawResult.audit.title')}>
      {audit ? <Audit audit={audit} /> : query.isError ? <Alert severity="error">{t('drawResult.audit.loading_failed')}</Alert> : <Loading />}
    </Page>
  );
}

/** The official run's figures: all of them are there once the audit says it is published. */
function publishedRun({ published, public_number, secret, seed, input_digest, result_digest, published_at }: SeasonAudit) {
  if (!published || public_number === null || secret === null || seed === null || input_digest === null || result_digest === null || published_at === null) return undefined;
  return { public_number, secret, seed, input_digest, result_digest, published_at };
}

/** A value pasted into a shell as one word, whatever it holds: the office's secret and number are free text. */
const shellWord = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

// Hashes are 64 characters without a break: on a phone they must wrap anywhere.
const mono = { fontFamily: 'monospace', fontSize: '0.875rem', overflowWrap: 'anywhere', wordBreak: 'break-all' } as const;

/** A hash or a command: one click selects it whole, ready to copy. */
function Code({ children }: { children: string }) {
  return (
    <Box component="code" sx={{ ...mono, userSelect: 'all' }}>
      {children}
    </Box>
  );
}

function Field({ label, hint, children }: { label: string; hint?: string; children: ReactNode }) {
  return (
    <Box>
      <Typography component="dt" variant="subtitle2">
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0 }}>
        {children}
        {hint ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {hint}
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
}

const fieldList = { m: 0, display: 'grid', rowGap: 2 } as const;

function Audit({ audit }: { audit: SeasonAudit }) {
  const { t } = useTranslation();
  const a = (key: string, params?: Record<string, string | number>) => t(`drawResult.audit.${key}`, params);
  const { season } = audit;
  const run = publishedRun(audit);
  const file = (name: AuditFile) => auditFileName(season.id, name);

  return (
    <Stack spacing={3}>
      <Typography>{a('intro')}</Typography>
      <Box component="dl" sx={fieldList}>
        <Field label={a('algorithm')}>
          <Code>{audit.algorithm}</Code>
        </Field>
        <Field label={a('commitment')} hint={audit.commitment ? a('commitment_hint', { at: formatWallClock(season.wish_to) }) : undefined}>
          {audit.commitment ? <Code>{audit.commitment}</Code> : a('not_set')}
        </Field>
        <Field label={a('public_number_source')} hint={a('public_number_hint')}>
          <Typography sx={{ overflowWrap: 'anywhere' }}>{audit.public_number_source ?? a('not_set')}</Typography>
        </Field>
      </Box>

      {run ? (
        <>
          <Box component="dl" sx={fieldList}>
            <Field label={a('public_number')}>
              <Code>{run.public_number}</Code>
            </Field>
            <Field label={a('secret')}>
              <Code>{run.secret}</Code>
            </Field>
            <Field label={a('seed')}>
              <Code>{run.seed}</Code>
            </Field>
            <Field label={a('input_digest')}>
              <Code>{run.input_digest}</Code>
            </Field>
            <Field label={a('result_digest')}>
              <Code>{run.result_digest}</Code>
            </Field>
            <Field label={a('published_at')}>{formatDateTime(run.published_at)}</Field>
          </Box>

          <Box component="section" aria-labelledby="audit-files-title">
            <Typography id="audit-files-title" variant="h6" component="h2">
              {a('files')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              {a('files_hint')}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
              {(['input', 'result'] as const).map((name) => (
                <Button key={name} component="a" href={auditFileUrl(season.id, name)} download={file(name)} variant="outlined" startIcon={<Download />} sx={{ minHeight: 44 }}>
                  {a(`${name}_file`)}
                </Button>
              ))}
            </Stack>
          </Box>

          <Box component="section" aria-labelledby="audit-verify-title">
            <Typography id="audit-verify-title" variant="h6" component="h2" sx={{ mb: 1 }}>
              {a('verify')}
            </Typography>
            <Stack component="ol" spacing={1.5} sx={{ pl: 3, m: 0 }}>
              {[
                { key: 'verify_commitment', command: `printf '%s' ${shellWord(run.secret)} | sha256sum`, expected: audit.commitment },
                { key: 'verify_seed', command: `printf '%s\\n%s' ${shellWord(run.secret)} ${shellWord(run.public_number)} | sha256sum`, expected: run.seed },
                { key: 'verify_result', command: `sha256sum ${file('result')}`, expected: run.result_digest },
                { key: 'verify_rerun', command: `node scripts/verify-draw.mjs ${file('input')} ${file('result')}`, expected: null },
              ].map((step) => (
                <li key={step.key}>
                  <Typography>{a(step.key)}</Typography>
                  <Box sx={{ bgcolor: 'action.hover', borderRadius: 1, px: 1.5, py: 1, mt: 0.5 }}>
                    <Code>{step.command}</Code>
                  </Box>
                  {step.expected ? (
                    <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                      → <Box component="span" sx={mono}>{step.expected}</Box>
                    </Typography>
                  ) : null}
                </li>
              ))}
            </Stack>
          </Box>
        </>
      ) : (
        <Alert severity="info">{a('pending', { at: formatWallClock(season.publish_at) })}</Alert>
      )}
    </Stack>
  );
}
