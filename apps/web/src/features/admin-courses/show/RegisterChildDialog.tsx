import { localName, localText, toLanguage, type BookingAnswer, type CourseShow, type CourseWeek, type DayType } from '@app/domain';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import {
  Autocomplete,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  Grid,
  MenuItem,
  Stack,
  Switch,
  TextField,
} from '@mui/material';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useDebouncedCallback } from '../../../components/list/useDebouncedCallback';
import { ValidationError } from '../../../lib/api-client';
import { dayTypeLabel } from '../weeks/api';
import { bookForFamily, childSearchQuery, courseShowQuery, type ChildOption } from './api';

const childLabel = (child: ChildOption) => `${child.first_name} ${child.last_name} (${child.tax})`;

interface Props {
  show: CourseShow;
  week: CourseWeek;
  onClose: () => void;
}

type Outcome = { kind: 'error'; lines: string[] } | { kind: 'success'; answer: BookingAnswer };

/**
 * The register-child dialog of the course show page (back-office specification section 2): staff book a
 * child of any family into this week through POST /api/send-registration/{id}/admin. A 422 shows the first
 * message of each field in the "Fehler" dialog; the success dialog shows the server's sentences, with a
 * warning icon when the child landed on the waiting list.
 */
export function RegisterChildDialog({ show, week, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const lang = toLanguage(i18n.language);
  const course = show.course;
  const queryClient = useQueryClient();
  const titleId = useId();
  const dayTypes: DayType[] = [...(week.full_day ? (['full_day'] as const) : []), ...(week.half_day ? (['half_day'] as const) : [])];

  const [child, setChild] = useState<ChildOption | null>(null);
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  const sendSearch = useDebouncedCallback(setSearch);
  const [dayType, setDayType] = useState<DayType | ''>(dayTypes.length === 1 ? dayTypes[0]! : '');
  const [text, setText] = useState<Record<string, string>>({});
  const [flags, setFlags] = useState({ leave_alone: false, swimming_help: false });
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  // The search runs only while no child is chosen (the chosen child's label would search for itself).
  const children = useQuery({
    ...childSearchQuery(search),
    enabled: child === null && search.trim().length > 0,
    // The list stays while the next letters are searched: a list that blinks to "loading" loses the click on it.
    placeholderData: keepPreviousData,
  });

  const customFields = (
    [
      ['custom_field', course.custom_field, course.custom_field_de, course.custom_field_it],
      ['custom_field_2', course.custom_field_2, course.custom_field_2_de, course.custom_field_2_it],
      ['custom_field_3', course.custom_field_3, course.custom_field_3_de, course.custom_field_3_it],
    ] as const
  ).flatMap(([key, on, de, it]) => (on ? [{ key, label: localText(de, it, lang) || key }] : []));

  const value = (key: string) => text[key] ?? '';
  const field = (key: string, label: string, extra: { multiline?: boolean; required?: boolean } = {}) => (
    <TextField
      label={label}
      value={value(key)}
      onChange={(event) => setText((current) => ({ ...current, [key]: event.target.value }))}
      fullWidth
      size="small"
      multiline={extra.multiline}
      minRows={extra.multiline ? 2 : undefined}
      required={extra.required}
      id={`register-${key}`}
    />
  );

  const booking = useMutation({
    meta: { silent: true },
    mutationFn: () =>
      bookForFamily(course.id, {
        bookedChildren: [
          {
            children: child?.id ?? null,
            courseWeeks: [{ courseWeek: week.id, dayType: dayType || null }],
            props: {
              leave_alone: flags.leave_alone,
              swimming_help: flags.swimming_help,
              ...Object.fromEntries(['medicaments', 'incompatibilities', 'allergies', ...customFields.map((custom) => custom.key)].map((key) => [key, value(key) || null])),
            },
          },
        ],
        emergency_contact1_phone: value('emergency_contact1_phone') || null,
        emergency_contact2_phone: value('emergency_contact2_phone') || null,
        comment: value('comment') || null,
      }),
    onSuccess: async (answer) => {
      setOutcome({ kind: 'success', answer });
      await queryClient.invalidateQueries({ queryKey: courseShowQuery(course.id).queryKey });
    },
    onError: (error) =>
      setOutcome({ kind: 'error', lines: error instanceof ValidationError ? [...new Set(Object.values(error.fields))] : [t('errors.send')] }),
  });

  const weekName = localName(week, lang);
  return (
    <>
      <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{t('courseShow.dialog.title', { week: weekName })}</DialogTitle>
        <DialogContent>
          <Grid container spacing={2} sx={{ pt: 1 }}>
            <Grid size={12}>
              <Autocomplete<ChildOption>
                options={child ? [child] : (children.data ?? [])}
                value={child}
                onChange={(_event, chosen) => setChild(chosen)}
                inputValue={input}
                onInputChange={(_event, next, reason) => {
                  setInput(next);
                  if (reason === 'input') sendSearch(next);
                }}
                filterOptions={(options) => options}
                getOptionLabel={childLabel}
                isOptionEqualToValue={(a, b) => a.id === b.id}
                loading={children.isFetching}
                noOptionsText={t('courseShow.dialog.no_children')}
                renderInput={(params) => (
                  <TextField {...params} label={t('courseShow.dialog.child')} helperText={t('courseShow.dialog.child_hint')} required size="small" />
                )}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                select
                label={t('courseShow.dialog.day_type')}
                value={dayType}
                onChange={(event) => setDayType(event.target.value as DayType)}
                fullWidth
                size="small"
                required
                id="register-day_type"
              >
                {dayTypes.map((type) => (
                  <MenuItem key={type} value={type}>
                    {dayTypeLabel(t, course, type, lang)}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }} />
            {/* Optional here: the office is asked only for a child and a day type (back-office specification). */}
            <Grid size={{ xs: 12, sm: 6 }}>{field('emergency_contact1_phone', t('booking.dialog.emergency_contact1_phone'))}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{field('emergency_contact2_phone', t('booking.dialog.emergency_contact2_phone'))}</Grid>
            {customFields.map((custom) => (
              <Grid key={custom.key} size={12}>
                {field(custom.key, custom.label, { required: true })}
              </Grid>
            ))}
            <Grid size={12}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                {course.disable_leave_alone ? null : (
                  <FormControlLabel
                    control={<Switch checked={flags.leave_alone} onChange={(event) => setFlags((current) => ({ ...current, leave_alone: event.target.checked }))} />}
                    label={t('booking.dialog.leave_alone')}
                  />
                )}
                {course.disable_swimming_help ? null : (
                  <FormControlLabel
                    control={<Switch checked={flags.swimming_help} onChange={(event) => setFlags((current) => ({ ...current, swimming_help: event.target.checked }))} />}
                    label={t('booking.dialog.swimming_help')}
                  />
                )}
              </Stack>
            </Grid>
            {show.health ? (
              <>
                <Grid size={{ xs: 12, sm: 4 }}>{field('medicaments', t('booking.dialog.medicaments'))}</Grid>
                <Grid size={{ xs: 12, sm: 4 }}>{field('incompatibilities', t('booking.dialog.incompatibilities'))}</Grid>
                <Grid size={{ xs: 12, sm: 4 }}>{field('allergies', t('booking.dialog.allergies'))}</Grid>
              </>
            ) : null}
            <Grid size={12}>{field('comment', t('booking.dialog.comment'), { multiline: true })}</Grid>
          </Grid>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('admin.cancel')}</Button>
          <Button variant="contained" disabled={!child || !dayType || booking.isPending} onClick={() => booking.mutate()}>
            {t('courseShow.dialog.send')}
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog open={outcome !== null} onClose={() => setOutcome(null)} aria-labelledby={`${titleId}-outcome`}>
        <DialogTitle id={`${titleId}-outcome`} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          {outcome?.kind === 'success' && outcome.answer.waitingQueueWarnings.length > 0 ? <WarningAmberIcon color="warning" aria-hidden /> : null}
          {outcome?.kind === 'error' ? t('courseShow.dialog.error_title') : t('courseShow.dialog.success_title')}
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ whiteSpace: 'pre-line' }}>
            {outcome?.kind === 'error' ? outcome.lines.join('\n') : outcome?.answer.message.join('\n')}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button
            variant="contained"
            onClick={() => {
              const done = outcome?.kind === 'success';
              setOutcome(null);
              if (done) onClose();
            }}
          >
            {t('courseShow.dialog.close')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
