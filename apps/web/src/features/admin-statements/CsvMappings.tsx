import { CSV_MAPPING_FIELDS, type CsvMappingEntry } from '@app/domain';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ACTIONS_TABLE_SX } from '../../components/list/RowActions';
import { ValidationError } from '../../lib/api-client';
import { useTranslation } from '../../lib/i18n';
import { useNotify } from '../../lib/notifications';
import { csvMappingsQuery, deleteCsvMapping, updateCsvMapping } from './api';
import { chosenColumns, MappingFields, missingColumns, NO_COLUMN, type MappingChoice } from './MappingFields';

const choiceOf = (entry: CsvMappingEntry): MappingChoice =>
  Object.fromEntries(CSV_MAPPING_FIELDS.map((field) => [field, entry[field] === null ? NO_COLUMN : String(entry[field])])) as MappingChoice;

/**
 * The column mappings remembered for CSV statements (one per shape of file): what each field is read from,
 * changed in a dialog of the same selects as the upload's, or deleted so the next file asks again.
 */
export function CsvMappings() {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const mappings = useQuery({ ...csvMappingsQuery, enabled: open });
  const [editing, setEditing] = useState<CsvMappingEntry | null>(null);
  const [deleting, setDeleting] = useState<CsvMappingEntry | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: csvMappingsQuery.queryKey });
  const remove = useMutation({
    mutationFn: (id: string) => deleteCsvMapping(id),
    onSuccess: async ({ message }) => {
      notify('success', message);
      await refresh();
    },
    onSettled: () => setDeleting(null),
  });

  const columnName = (entry: CsvMappingEntry, column: number | null) =>
    column === null ? '–' : entry.columns[column] || t('statements.upload.column', { number: column + 1 });
  const shape = (entry: CsvMappingEntry) => (entry.header ? entry.columns.join(' · ') : t('statements.mappings.no_header', { count: entry.columns.length }));

  return (
    <Accordion expanded={open} onChange={(_event, expanded) => setOpen(expanded)} disableGutters sx={{ mb: 3 }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography component="h2" variant="subtitle1">
          {t('statements.mappings.title')}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {t('statements.mappings.intro')}
        </Typography>
        {mappings.data && mappings.data.data.length === 0 ? <Typography variant="body2">{t('statements.mappings.empty')}</Typography> : null}
        {mappings.data && mappings.data.data.length > 0 ? (
          <Table size="small" sx={ACTIONS_TABLE_SX}>
            <TableHead>
              <TableRow>
                <TableCell>{t('statements.mappings.shape')}</TableCell>
                {CSV_MAPPING_FIELDS.map((field) => (
                  <TableCell key={field} data-whole-words="">
                    {t(`statements.mapping.${field}`)}
                  </TableCell>
                ))}
                <TableCell data-actions-cell="" />
              </TableRow>
            </TableHead>
            <TableBody>
              {mappings.data.data.map((entry) => (
                <TableRow key={entry.id}>
                  <TableCell>{shape(entry)}</TableCell>
                  {CSV_MAPPING_FIELDS.map((field) => (
                    <TableCell key={field}>{field === 'payer' && entry.payer === null ? t('statements.upload.payer_in_text') : columnName(entry, entry[field])}</TableCell>
                  ))}
                  <TableCell data-actions-cell="">
                    <Stack direction="row" spacing={0.5}>
                      <IconButton size="small" title={t('statements.mappings.edit')} aria-label={`${t('statements.mappings.edit')}: ${shape(entry)}`} onClick={() => setEditing(entry)}>
                        <EditIcon fontSize="small" />
                      </IconButton>
                      <IconButton size="small" title={t('statements.mappings.delete')} aria-label={`${t('statements.mappings.delete')}: ${shape(entry)}`} onClick={() => setDeleting(entry)}>
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : null}
      </AccordionDetails>
      {editing ? (
        <EditMappingDialog
          entry={editing}
          onClose={() => setEditing(null)}
          onSaved={async (message) => {
            notify('success', message);
            setEditing(null);
            await refresh();
          }}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        text={t('statements.mappings.delete_question')}
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        onClose={() => setDeleting(null)}
      />
    </Accordion>
  );
}

function EditMappingDialog({ entry, onClose, onSaved }: { entry: CsvMappingEntry; onClose: () => void; onSaved: (message: string) => Promise<void> }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [choice, setChoice] = useState(() => choiceOf(entry));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: () => {
      const columns = chosenColumns(choice);
      return updateCsvMapping(entry.id, { date: columns.date!, amount: columns.amount!, text: columns.text!, payer: columns.payer ?? null, reference: columns.reference ?? null });
    },
    onSuccess: ({ message }) => onSaved(message),
    onError: (failure) => {
      if (failure instanceof ValidationError) setErrors(failure.fields);
    },
  });
  const submit = () => {
    const missing = missingColumns(choice, t('validation.required'));
    setErrors(missing);
    if (Object.keys(missing).length === 0) save.mutate();
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <form noValidate onSubmit={(event) => { event.preventDefault(); submit(); }}>
        <DialogTitle id={titleId}>{t('statements.mappings.edit_title')}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 2, wordBreak: 'break-word' }}>
            {entry.header ? entry.columns.join(' · ') : t('statements.mappings.no_header', { count: entry.columns.length })}
          </Typography>
          <MappingFields columns={entry.columns} choice={choice} onChange={setChoice} errors={errors} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('admin.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {t('admin.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
