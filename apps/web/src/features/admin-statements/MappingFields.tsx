import { CSV_MAPPING_FIELDS, CSV_REQUIRED_FIELDS, type CsvMappingField } from '@app/domain';
import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslation } from '../../lib/i18n';

/** A column number per field as the selects hold it; '' for none. */
export type MappingChoice = Record<CsvMappingField, string>;
export const NO_COLUMN = '';

const isRequired = (field: CsvMappingField) => (CSV_REQUIRED_FIELDS as readonly CsvMappingField[]).includes(field);

/** The required fields left without a column, each with the message to show under it before anything is sent. */
export function missingColumns(choice: MappingChoice, required: string): Record<string, string> {
  return Object.fromEntries(CSV_REQUIRED_FIELDS.filter((field) => choice[field] === NO_COLUMN).map((field) => [field, required]));
}

/** The choice as the API takes it: column numbers, the fields left without one absent. */
export const chosenColumns = (choice: MappingChoice) =>
  Object.fromEntries(Object.entries(choice).flatMap(([field, column]) => (column === NO_COLUMN ? [] : [[field, Number(column)]])));

/**
 * The selects that say which column of a CSV statement holds what: date, amount and text required (marked),
 * payer and reference optional; the payer's "none" says the name stands in the text. A column is named by its
 * header cell, or by its number when the file has no header row; `sample` shows what the first row holds.
 */
export function MappingFields({
  columns,
  sample,
  choice,
  onChange,
  errors,
}: {
  columns: string[];
  sample?: string[];
  choice: MappingChoice;
  onChange: (choice: MappingChoice) => void;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation();
  // Without a header row a column is its number and, to tell it apart, what the first row holds there.
  const columnName = (column: string, index: number) => {
    if (column) return column;
    const number = t('statements.upload.column', { number: index + 1 });
    const value = sample?.[index]?.trim();
    return value ? `${number}: ${value.length > 40 ? `${value.slice(0, 40)}…` : value}` : number;
  };
  const helper = (field: CsvMappingField) => {
    if (errors[field]) return errors[field];
    const value = choice[field] === NO_COLUMN ? undefined : sample?.[Number(choice[field])];
    return value ? t('statements.upload.sample', { value }) : ' ';
  };
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {CSV_MAPPING_FIELDS.map((field) => (
        <TextField
          key={field}
          select
          size="small"
          required={isRequired(field)}
          label={t(`statements.mapping.${field}`)}
          value={choice[field]}
          onChange={(event) => onChange({ ...choice, [field]: event.target.value })}
          error={Boolean(errors[field])}
          helperText={helper(field)}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 200, maxWidth: { md: 320 } }}
        >
          {!isRequired(field) || choice[field] === NO_COLUMN ? (
            <MenuItem value={NO_COLUMN}>{t(field === 'payer' ? 'statements.upload.payer_in_text' : 'statements.upload.no_column')}</MenuItem>
          ) : null}
          {columns.map((column, index) => (
            <MenuItem key={index} value={String(index)}>
              {columnName(column, index)}
            </MenuItem>
          ))}
        </TextField>
      ))}
    </Stack>
  );
}
