import { CSV_MAPPING_FIELDS, type CsvMappingField, type StatementUploadAnswer } from '@app/domain';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, FormHelperText, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { ValidationError } from '../../lib/api-client';
import { useTranslation } from '../../lib/i18n';
import { uploadStatement } from './api';

type MappingAnswer = Extract<StatementUploadAnswer, { kind: 'mapping' }>;
type Mapping = Record<CsvMappingField, string>;

const NONE = '';

/**
 * The upload of a statement: a CAMT.053 is imported at once, as is a CSV whose header has a remembered
 * mapping; another CSV shows its columns to map first (preselected by their names), then is imported with the
 * mapping chosen, which the server remembers for that header.
 */
export function StatementUpload({ onImported }: { onImported: (message: string) => void }) {
  const { t } = useTranslation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [asked, setAsked] = useState<MappingAnswer | null>(null);
  const [mapping, setMapping] = useState<Mapping | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const upload = useMutation({
    mutationFn: ({ chosen, columns }: { chosen: File; columns?: Mapping }) =>
      uploadStatement(chosen, columns ? Object.fromEntries(Object.entries(columns).flatMap(([field, column]) => (column === NONE ? [] : [[field, Number(column)]]))) : {}),
    onMutate: () => setErrors({}),
    onSuccess: (answer) => {
      if (answer.kind === 'mapping') {
        setAsked(answer);
        setMapping(Object.fromEntries(CSV_MAPPING_FIELDS.map((field) => [field, answer.mapping[field] === null ? NONE : String(answer.mapping[field])])) as Mapping);
        return;
      }
      setAsked(null);
      setMapping(null);
      setFile(null);
      onImported(answer.message);
    },
    onError: (failure) => {
      if (failure instanceof ValidationError) setErrors(Object.keys(failure.fields).length > 0 ? failure.fields : { file: failure.message });
    },
    onSettled: () => {
      if (input.current) input.current.value = '';
    },
  });
  const send = (chosen: File, columns?: Mapping) => upload.mutate({ chosen, columns });
  const busy = upload.isPending;

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    setFile(chosen);
    setAsked(null);
    setMapping(null);
    send(chosen);
  };

  return (
    <Stack spacing={2} sx={{ mb: 3 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <input ref={input} id={inputId} type="file" accept=".xml,.csv,.txt,text/xml,application/xml,text/csv" hidden onChange={(event) => choose(event.target.files?.[0])} />
        <Button variant="contained" component="label" htmlFor={inputId} startIcon={<UploadFileIcon />} disabled={busy} aria-describedby={`${inputId}-help`}>
          {t('statements.upload.choose')}
        </Button>
        <Typography id={`${inputId}-help`} variant="body2" color="text.secondary">
          {file ? file.name : t('statements.upload.file')}
        </Typography>
      </Stack>
      {errors.file ? <FormHelperText error role="alert">{errors.file}</FormHelperText> : null}
      {asked && mapping && file ? (
        <Box component="form" aria-label={t('statements.upload.mapping_title')} onSubmit={(event) => { event.preventDefault(); send(file, mapping); }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {t('statements.upload.mapping_title')}
          </Typography>
          <Alert severity="info" sx={{ mb: 2 }}>
            {asked.message}
          </Alert>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {CSV_MAPPING_FIELDS.map((field) => (
              <TextField
                key={field}
                select
                size="small"
                label={t(`statements.mapping.${field}`)}
                value={mapping[field]}
                onChange={(event) => setMapping({ ...mapping, [field]: event.target.value })}
                error={Boolean(errors[field])}
                helperText={errors[field] ?? (mapping[field] === NONE ? ' ' : t('statements.upload.sample', { value: asked.sample[0]?.[Number(mapping[field])] ?? '' }))}
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                sx={{ minWidth: 200 }}
              >
                {field === 'reference' || mapping[field] === NONE ? <MenuItem value={NONE}>{t('statements.upload.no_column')}</MenuItem> : null}
                {asked.columns.map((column, index) => (
                  <MenuItem key={index} value={String(index)}>
                    {column || `#${index + 1}`}
                  </MenuItem>
                ))}
              </TextField>
            ))}
          </Stack>
          <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={busy}>
            {t('statements.upload.mapping_submit')}
          </Button>
        </Box>
      ) : null}
    </Stack>
  );
}
