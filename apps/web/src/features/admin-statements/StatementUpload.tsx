import { CSV_MAPPING_FIELDS, type StatementUploadAnswer, type UnreadableLine } from '@app/domain';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, AlertTitle, Box, Button, Checkbox, FormControlLabel, FormHelperText, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { ValidationError } from '../../lib/api-client';
import { useTranslation } from '../../lib/i18n';
import { uploadStatement } from './api';
import { chosenColumns, MappingFields, missingColumns, NO_COLUMN, type MappingChoice } from './MappingFields';

type MappingAnswer = Extract<StatementUploadAnswer, { kind: 'mapping' }>;
type Imported = Extract<StatementUploadAnswer, { kind: 'imported' }>;
interface Chosen {
  choice: MappingChoice;
  header: boolean;
}

const choiceOf = (answer: MappingAnswer): MappingChoice =>
  Object.fromEntries(CSV_MAPPING_FIELDS.map((field) => [field, answer.mapping[field] === null ? NO_COLUMN : String(answer.mapping[field])])) as MappingChoice;

/**
 * The columns to choose from and the example row, as staff say whether the file has a header row: without one
 * the columns are numbered and the row read as the header is the first transfer; with one where none was
 * found, the first transfer names the columns.
 */
function shownColumns(asked: MappingAnswer, header: boolean): { columns: string[]; sample?: string[] } {
  if (header === asked.header) return { columns: asked.columns, sample: asked.sample[0] };
  return header ? { columns: asked.sample[0] ?? [], sample: asked.sample[1] } : { columns: asked.columns.map(() => ''), sample: asked.columns };
}

/**
 * The upload of a statement: a CAMT file (or a ZIP of them) is imported at once, as is a CSV whose shape has a
 * remembered mapping; another CSV shows its columns to map first (preselected by their names and content,
 * whether it has a header row too), then is imported with the mapping chosen, which the server remembers for
 * that shape. The rows that could not be read stay listed under it with their line until the next upload.
 */
export function StatementUpload({ onImported }: { onImported: (message: string) => void }) {
  const { t } = useTranslation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [asked, setAsked] = useState<MappingAnswer | null>(null);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [unreadable, setUnreadable] = useState<Pick<Imported, 'format' | 'unreadable_lines'> | null>(null);
  const upload = useMutation({
    mutationFn: ({ picked, mapping }: { picked: File; mapping?: Chosen }) =>
      uploadStatement(picked, mapping ? { ...chosenColumns(mapping.choice), header: mapping.header } : {}),
    onMutate: () => setErrors({}),
    onSuccess: (answer) => {
      if (answer.kind === 'mapping') {
        setAsked(answer);
        setChosen({ choice: choiceOf(answer), header: answer.header });
        return;
      }
      setAsked(null);
      setChosen(null);
      setFile(null);
      setUnreadable(answer.unreadable_lines.length > 0 ? answer : null);
      onImported(answer.message);
    },
    onError: (failure) => {
      if (failure instanceof ValidationError) setErrors(Object.keys(failure.fields).length > 0 ? failure.fields : { file: failure.message });
    },
    onSettled: () => {
      if (input.current) input.current.value = '';
    },
  });
  const busy = upload.isPending;

  const choose = (picked: File | undefined) => {
    if (!picked) return;
    setFile(picked);
    setAsked(null);
    setChosen(null);
    setUnreadable(null);
    upload.mutate({ picked });
  };

  const submitMapping = () => {
    if (!file || !chosen) return;
    const missing = missingColumns(chosen.choice, t('validation.required'));
    if (Object.keys(missing).length > 0) {
      setErrors(missing);
      return;
    }
    upload.mutate({ picked: file, mapping: chosen });
  };

  return (
    <Stack spacing={2} sx={{ mb: 3 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept=".xml,.zip,.csv,.txt,text/xml,application/xml,application/zip,text/csv"
          hidden
          onChange={(event) => choose(event.target.files?.[0])}
        />
        <Button variant="contained" component="label" htmlFor={inputId} startIcon={<UploadFileIcon />} disabled={busy} aria-describedby={`${inputId}-help`}>
          {t('statements.upload.choose')}
        </Button>
        <Typography id={`${inputId}-help`} variant="body2" color="text.secondary">
          {file ? file.name : t('statements.upload.file')}
        </Typography>
      </Stack>
      {errors.file ? <FormHelperText error role="alert">{errors.file}</FormHelperText> : null}
      {asked && chosen && file ? (
        <Box component="form" noValidate aria-label={t('statements.upload.mapping_title')} onSubmit={(event) => { event.preventDefault(); submitMapping(); }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {t('statements.upload.mapping_title')}
          </Typography>
          <Alert severity="info" sx={{ mb: 2 }}>
            {asked.message}
          </Alert>
          <FormControlLabel
            sx={{ mb: 1 }}
            label={t('statements.upload.no_header')}
            control={<Checkbox checked={!chosen.header} onChange={(event) => setChosen({ ...chosen, header: !event.target.checked })} />}
          />
          <MappingFields
            {...shownColumns(asked, chosen.header)}
            choice={chosen.choice}
            onChange={(choice) => setChosen({ ...chosen, choice })}
            errors={errors}
          />
          <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={busy}>
            {t('statements.upload.mapping_submit')}
          </Button>
        </Box>
      ) : null}
      {unreadable ? (
        <Alert severity="warning">
          <AlertTitle>{t('statements.upload.unreadable_title')}</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2, wordBreak: 'break-word' }}>
            {unreadable.unreadable_lines.map((line: UnreadableLine) => (
              <li key={line.at}>{t(unreadable.format === 'csv' ? 'statements.upload.unreadable_row' : 'statements.upload.unreadable_entry', { at: line.at, text: line.text })}</li>
            ))}
          </Box>
        </Alert>
      ) : null}
    </Stack>
  );
}
