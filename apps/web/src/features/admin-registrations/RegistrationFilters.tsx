import { localName, PAYMENT_FILTERS, toLanguage } from '@app/domain';
import { FormControlLabel, MenuItem, Switch, TextField } from '@mui/material';
import { useTranslation } from '../../lib/i18n';
import { useCourseChoices, useWeekChoices } from './api';

/** The year filter offers 2022 to next year (back-office specification section 9, kept current). */
const FIRST_YEAR = 2022;
const years = () => Array.from({ length: new Date().getFullYear() + 2 - FIRST_YEAR }, (_, index) => String(FIRST_YEAR + index));

interface Props {
  filters: Record<string, string>;
  setFilters: (filters: Record<string, string>) => void;
}

/** The registration list's filters: active courses, year, course, its week, waiting, payment state or overdue, deleted. */
export function RegistrationFilters({ filters, setFilters }: Props) {
  const { t, i18n } = useTranslation();
  const lang = toLanguage(i18n.language);
  const f = (key: string) => t(`registrations.filters.${key}`);
  const courses = useCourseChoices(filters.year);
  const weeks = useWeekChoices(filters.course);

  const change = (name: string, value: string | undefined) => {
    const next = { ...filters };
    if (value) next[name] = value;
    else delete next[name];
    // Another year or course: the course or week chosen before may not belong to it.
    if (name === 'year') delete next.course;
    if (name === 'year' || name === 'course') delete next.week;
    setFilters(next);
  };
  const select = (name: string, choices: { value: string; label: string }[], allLabel = f('all')) => (
    <TextField
      select
      size="small"
      label={f(name)}
      value={filters[name] ?? ''}
      onChange={(event) => change(name, event.target.value)}
      sx={{ minWidth: 130 }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{allLabel}</MenuItem>
      {choices.map((choice) => (
        <MenuItem key={choice.value} value={choice.value}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
  const flag = (name: string) => (
    <FormControlLabel
      control={<Switch checked={filters[name] === '1'} onChange={(event) => change(name, event.target.checked ? '1' : undefined)} />}
      label={f(name)}
    />
  );

  return (
    <>
      {flag('active')}
      {select('year', years().map((year) => ({ value: year, label: year })))}
      {select('course', courses.map((course) => ({ value: String(course.id), label: localName(course, lang) })))}
      {filters.course ? select('week', weeks.map((week) => ({ value: String(week.id), label: localName(week, lang) }))) : null}
      {select('waiting', ['0', '1'].map((value) => ({ value, label: f(`waiting_${value}`) })), f('waiting_all'))}
      {select('payment', PAYMENT_FILTERS.map((state) => ({ value: state, label: f(`payment_states.${state}`) })), f('payment_all'))}
      {flag('deleted')}
    </>
  );
}
