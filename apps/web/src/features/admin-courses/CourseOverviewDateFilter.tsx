import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';

const STORED = 'YYYY-MM-DD';

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
