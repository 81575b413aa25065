import { courseCustomFields, DAY_TYPES, dayTypeLabel, formatDate, formatMoney, localName, type DayType, type FamilyChild, type Language } from '@app/domain';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Chip,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  IconButton,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslation } from '../../lib/i18n';
import { childChoices, isChoosable, setChild, setProp, toggleDayType, weekField, type BookingValues } from './booking-form';
import { ChildPropsFields } from '../../components/form/ChildPropsFields';
import type { BookableCourse, BookableWeek } from './types';

const PROP_FIELDS = ['custom_field', 'custom_field_2', 'custom_field_3', 'medicaments', 'incompatibilities', 'allergies'] as const;

interface Props {
  course: BookableCourse;
  values: BookingValues;
  lineIndex: number;
  children: readonly FamilyChild[];
  lang: Language;
  /** The messages to show, by payload field name. */
  errors: Record<string, string>;
  onChange(values: BookingValues): void;
  onRemove?(): void;
  onUpdateChild(child: FamilyChild): void;
}

/** One child of the booking: which child, its weeks and day types, and what the course asks about it. */
export function ChildLine({ course, values, lineIndex, children, lang, errors, onChange, onRemove, onUpdateChild }: Props) {
  const { t } = useTranslation();
  const line = values.lines[lineIndex]!;
  const id = `line-${line.key}`;
  const child = children.find((candidate) => candidate.id === line.child);
  const prefix = `bookedChildren.${lineIndex}`;
  const childError = errors[`${prefix}.children`];
  const weeksError = errors[`${prefix}.courseWeeks`];
  // Weeks that are closed or full are not offered, unless the parent chose them before (so they can be unticked).
  const weeks = course.courseWeeks.filter((week) => isChoosable(week) || line.weeks[week.id] !== undefined);

  return (
    <Paper component="section" variant="outlined" aria-labelledby={`${id}-title`} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack spacing={2}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography id={`${id}-title`} variant="h6" component="h3">
            {t('booking.dialog.line_title', { number: lineIndex + 1 })}
          </Typography>
          {onRemove ? (
            <IconButton onClick={onRemove} aria-label={t('booking.dialog.remove_line')} title={t('booking.dialog.remove_line')} size="large">
              <DeleteOutlineIcon />
            </IconButton>
          ) : null}
        </Stack>

        <TextField
          id={`${id}-child`}
          select
          label={t('booking.dialog.child')}
          value={line.child ?? ''}
          onChange={(event) => onChange(setChild(values, lineIndex, event.target.value === '' ? null : Number(event.target.value)))}
          required
          fullWidth
          error={childError !== undefined && !child?.needs_update}
          helperText={child?.needs_update ? undefined : childError}
          slotProps={{ htmlInput: { 'aria-invalid': childError !== undefined } }}
        >
          {childChoices(values, lineIndex, children).map((choice) => (
            <MenuItem key={choice.id} value={choice.id} sx={{ minHeight: 48 }}>
              {choice.display_name}
            </MenuItem>
          ))}
        </TextField>

        {child?.needs_update ? (
          // The weeks stay hidden until the data of the year is confirmed (specification section 4).
          <Alert
            severity="warning"
            data-invalid={childError !== undefined}
            action={
              <Button color="inherit" onClick={() => onUpdateChild(child)} sx={{ minHeight: 44 }}>
                {t('booking.dialog.update_child')}
              </Button>
            }
          >
            {t('child.needs_update', { child: child.display_name })}
          </Alert>
        ) : (
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }} aria-describedby={weeksError ? `${id}-weeks-error` : undefined}>
            <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
              {t('booking.dialog.weeks')}
            </Typography>
            {!course.multiple_course_week_registration ? (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {t('booking.dialog.single_week')}
              </Typography>
            ) : null}
            {weeks.length === 0 ? <Alert severity="info">{t('booking.dialog.no_weeks')}</Alert> : null}
            <Stack spacing={1}>
              {weeks.map((week) => (
                <WeekChoice
                  key={week.id}
                  id={`${id}-week-${week.id}`}
                  course={course}
                  week={week}
                  lang={lang}
                  chosen={line.weeks[week.id]}
                  error={line.weeks[week.id] ? errors[weekField(values, course, lineIndex, week.id)] : undefined}
                  onToggle={(dayType, checked) =>
                    onChange(toggleDayType(values, lineIndex, week.id, dayType, checked, course.multiple_course_week_registration))
                  }
                />
              ))}
            </Stack>
            {weeksError ? (
              <FormHelperText id={`${id}-weeks-error`} error data-invalid="true" sx={{ mx: 0 }}>
                {weeksError}
              </FormHelperText>
            ) : null}
          </Box>
        )}

        <ChildPropsFields
          id={id}
          props={line.props}
          errors={Object.fromEntries(PROP_FIELDS.map((field) => [field, errors[`${prefix}.props.${field}`]]).filter(([, error]) => error !== undefined))}
          customFields={courseCustomFields(course, lang)}
          showLeaveAlone={!course.disable_leave_alone}
          showSwimmingHelp={!course.disable_swimming_help}
          onChange={(field, value) => onChange(setProp(values, lineIndex, field, value))}
        />
      </Stack>
    </Paper>
  );
}

interface WeekChoiceProps {
  id: string;
  course: BookableCourse;
  week: BookableWeek;
  lang: Language;
  chosen: DayType | undefined;
  error: string | undefined;
  onToggle(dayType: DayType, checked: boolean): void;
}

/** A week: name, dates, availability, and the day types it offers with their prices (exclusive). */
function WeekChoice({ id, course, week, lang, chosen, error, onToggle }: WeekChoiceProps) {
  const { t } = useTranslation();
  const offered = DAY_TYPES.filter((dayType) => week[dayType]);
  const price = (dayType: DayType) => (dayType === 'full_day' ? week.price : week.price_half_day);
  return (
    <Box
      role="group"
      aria-labelledby={`${id}-name`}
      data-invalid={error !== undefined}
      sx={{ border: 1, borderColor: error ? 'error.main' : chosen ? 'primary.main' : 'divider', borderRadius: 1, px: 1.5, py: 1 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Box>
          <Typography id={`${id}-name`} sx={{ fontWeight: 600 }}>
            {localName(week, lang)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {formatDate(week.from)} - {formatDate(week.to)}
          </Typography>
        </Box>
        <WeekAvailability week={week} />
      </Stack>
      <FormGroup row>
        {offered.map((dayType) => {
          const label = dayTypeLabel(course, dayType, lang, t);
          const amount = formatMoney(price(dayType));
          return (
            <FormControlLabel
              key={dayType}
              sx={{ minHeight: 48, mr: 3 }}
              control={<Checkbox checked={chosen === dayType} onChange={(event) => onToggle(dayType, event.target.checked)} />}
              label={amount ? `${label} · ${amount}` : label}
            />
          );
        })}
      </FormGroup>
      {error ? (
        <FormHelperText error sx={{ mx: 0 }}>
          {error}
        </FormHelperText>
      ) : null}
    </Box>
  );
}

function WeekAvailability({ week }: { week: BookableWeek }) {
  const { t } = useTranslation();
  // Neutral text on a coloured border: coloured chip texts are too pale to read on a phone in the sun.
  const chip = (label: string, border: string) => <Chip size="small" variant="outlined" label={label} sx={{ borderColor: border, borderWidth: 2 }} />;
  if (week.full) return chip(t('booking.dialog.full'), 'error.main');
  if (week.state === 'waiting_list') return chip(t('booking.dialog.waiting_list'), 'warning.main');
  if (week.state === 'before_registration') return chip(t('booking.dialog.not_yet_open'), 'divider');
  if (week.state === 'wish_phase') return chip(t('booking.dialog.wish_phase'), 'divider');
  if (week.state === 'after_registration') return chip(t('booking.errors.closed'), 'divider');
  return chip(t('booking.dialog.free_places', { count: week.free_places }), 'success.main');
}
