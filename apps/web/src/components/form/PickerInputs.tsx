import { toLanguage } from '@app/domain';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { deDE, itIT } from '@mui/x-date-pickers/locales';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/de';
import 'dayjs/locale/it';
import { useState, type ReactNode } from 'react';
import { Controller, type Control, type ControllerFieldState, type ControllerRenderProps, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n';
import { fieldMessage } from './messages';

const PICKER_TEXTS = {
  de: deDE.components.MuiLocalizationProvider.defaultProps.localeText,
  it: itIT.components.MuiLocalizationProvider.defaultProps.localeText,
};

/** Date and time pickers in the interface language (month names, placeholders, button labels). */
export function PickerLocalization({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={language} localeText={PICKER_TEXTS[language]}>
      {children}
    </LocalizationProvider>
  );
}

type Kind = 'date' | 'time' | 'dateTime';
/** What the payload wants, and what the organisation reads (specification: DD.MM.YYYY, 24 hours). */
const FORMATS: Record<Kind, { stored: string; shown: string }> = {
  date: { stored: 'YYYY-MM-DD', shown: 'DD.MM.YYYY' },
  time: { stored: 'HH:mm', shown: 'HH:mm' },
  dateTime: { stored: 'YYYY-MM-DDTHH:mm', shown: 'DD.MM.YYYY HH:mm' },
};
/** Held by the form for a half-typed value, so that the schema refuses it instead of it passing as empty. */
const INCOMPLETE = 'incomplete';

const toText = (value: Dayjs | null, kind: Kind): string | null =>
  value === null ? null : value.isValid() ? value.format(FORMATS[kind].stored) : INCOMPLETE;
const toDayjs = (text: string | null, kind: Kind): Dayjs | null => (text ? dayjs(text.slice(0, FORMATS[kind].stored.length), FORMATS[kind].stored, true) : null);

interface Props<T extends FieldValues> {
  name: Path<T>;
  control: Control<T>;
  label: string;
  required?: boolean;
  helperText?: string;
}

export function DateInput<T extends FieldValues>(props: Props<T>) {
  return <PickerInput kind="date" {...props} />;
}

export function TimeInput<T extends FieldValues>(props: Props<T>) {
  return <PickerInput kind="time" {...props} />;
}

/** A wall-clock date and time ('YYYY-MM-DDTHH:mm'), shown DD.MM.YYYY HH:mm whatever the browser's language. */
export function DateTimeInput<T extends FieldValues>(props: Props<T>) {
  return <PickerInput kind="dateTime" {...props} />;
}

/**
 * A date that filters a list, outside any form: 'YYYY-MM-DD' or '' (no filter), shown DD.MM.YYYY in the
 * interface language. A half-typed date filters nothing until it is whole.
 */
export function DateFilter({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const [typed, setTyped] = useState<Dayjs | null>(null);
  const shown = (toText(typed, 'date') ?? '') === value ? typed : toDayjs(value || null, 'date');
  return (
    <PickerLocalization>
      <DatePicker
        label={label}
        value={shown}
        format={FORMATS.date.shown}
        onChange={(next) => {
          setTyped(next);
          const text = toText(next, 'date');
          if (text !== INCOMPLETE) onChange(text ?? '');
        }}
        slotProps={{ textField: { size: 'small', sx: { minWidth: 170 } }, field: { clearable: true } }}
      />
    </PickerLocalization>
  );
}

function PickerInput<T extends FieldValues>({ kind, name, control, ...props }: Props<T> & { kind: Kind }) {
  return <Controller name={name} control={control} render={({ field, fieldState }) => <BoundPicker kind={kind} field={field} fieldState={fieldState} {...props} />} />;
}

interface BoundProps<T extends FieldValues> extends Omit<Props<T>, 'name' | 'control'> {
  kind: Kind;
  field: ControllerRenderProps<T, Path<T>>;
  fieldState: ControllerFieldState;
}

/** A picker bound to a form field that holds text ('YYYY-MM-DD', 'HH:mm' or 'YYYY-MM-DDTHH:mm', null when empty). */
function BoundPicker<T extends FieldValues>({ kind, field, fieldState, label, required, helperText }: BoundProps<T>) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState<Dayjs | null>(null);
  const text = (field.value as string | null | undefined) ?? null;
  // While the form still holds what the picker reported, hand the picker its own object back: a half-typed
  // date parsed again from text would wipe what was typed so far. A value set from outside (a reset) wins.
  const value = toText(typed, kind) === text ? typed : toDayjs(text, kind);
  const onChange = (next: Dayjs | null) => {
    setTyped(next);
    field.onChange(toText(next, kind));
  };
  const textField = {
    id: field.name,
    name: field.name,
    inputRef: field.ref,
    onBlur: field.onBlur,
    required,
    fullWidth: true,
    error: fieldState.invalid,
    helperText: fieldState.error ? fieldMessage(t, fieldState.error.message) : helperText,
  };
  if (kind === 'date') return <DatePicker label={label} value={value} onChange={onChange} format={FORMATS.date.shown} slotProps={{ textField }} />;
  if (kind === 'time') return <TimePicker label={label} value={value} onChange={onChange} format={FORMATS.time.shown} ampm={false} slotProps={{ textField }} />;
  return <DateTimePicker label={label} value={value} onChange={onChange} format={FORMATS.dateTime.shown} ampm={false} slotProps={{ textField }} />;
}
