import { toLanguage } from '@app/domain';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { deDE, itIT } from '@mui/x-date-pickers/locales';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/de';
import 'dayjs/locale/it';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const PICKER_TEXTS = {
  de: deDE.components.MuiLocalizationProvider.defaultProps.localeText,
  it: itIT.components.MuiLocalizationProvider.defaultProps.localeText,
};
const STORED = 'YYYY-MM-DD';

/** The pickers of the overview's period in the interface language. */
export function CourseOverviewPickers({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={language} localeText={PICKER_TEXTS[language]}>
      {children}
    </LocalizationProvider>
  );
}

interface Props {
  id: string;
  label: string;
  /** 'YYYY-MM-DD' or '' (no filter). */
  value: string;
  onChange(value: string): void;
  error?: string;
}

/**
 * One end of the period, shown DD.MM.YYYY. Only a complete date or an empty field changes the filter; a
 * half-typed date stays in the field until it is complete. The picker's own checks count too: while the year
 * is being typed, 0202 is a valid date but not one the picker accepts.
 */
export function CourseOverviewDateFilter({ id, label, value, onChange, error }: Props) {
  const [typed, setTyped] = useState<{ date: Dayjs; filter: string } | null>(null);
  // What is being typed belongs to the filter it was typed over: a reset of the filters clears it.
  const shown = typed && typed.filter === value ? typed.date : value ? dayjs(value, STORED, true) : null;
  return (
    <DatePicker
      label={label}
      value={shown}
      format="DD.MM.YYYY"
      onChange={(next, { validationError }) => {
        if (next === null) {
          setTyped(null);
          onChange('');
        } else if (next.isValid() && validationError === null) {
          const date = next.format(STORED);
          setTyped({ date: next, filter: date });
          onChange(date);
        } else {
          setTyped({ date: next, filter: value });
        }
      }}
      slotProps={{ textField: { id, fullWidth: true, error: Boolean(error), helperText: error }, field: { clearable: true } }}
    />
  );
}
