import {
  COURSE_WEEK_TEXT_FIELDS,
  COURSE_WEEK_VALUE_FIELDS,
  courseWeekInputSchema,
  formatDate,
  localName,
  pickFields,
  toLanguage,
  type Course,
  type CourseWeek,
  type CourseWeekInput,
  type CourseWeekValues,
} from '@app/domain';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useForm, useWatch, type Control, type DefaultValues } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { CheckboxInput } from '../../../components/form/CheckboxInput';
import { formTexts } from '../../../components/form/form-texts';
import { fieldMessage } from '../../../components/form/messages';
import { MoneyInput } from '../../../components/form/MoneyInput';
import { NumberInput } from '../../../components/form/NumberInput';
import { formResolver } from '../../../components/form/resolver';
import { applyServerErrors } from '../../../components/form/server-errors';
import { TextInput } from '../../../components/form/TextInput';
import { UploadField, type UploadedFile } from '../../../components/form/UploadField';
import { RichTextInput } from '../../../components/rich-text/RichTextInput';
import { ValidationError } from '../../../lib/api-client';
import { useNotify } from '../../../lib/notifications';
import { uploadCourseFile } from '../api';
import { courseQuery, dayTypeLabel, saveWeek, type DayType } from './api';
import { DateInput, PickerLocalization, TimeInput } from '../../../components/form/PickerInputs';
import { FormHeading } from '../../../components/form/FormHeading';

/** What the dialog does: a new week, changing one, or a new week that starts as a copy of one. */
export type WeekDialogMode = { kind: 'create' } | { kind: 'edit'; week: CourseWeek } | { kind: 'duplicate'; week: CourseWeek };

export const WEEK_DIALOG_WIDTH = 900;

/** The fields of the dialog; a server message for anything else cannot be shown under a field. */
const FIELDS = new Set(Object.keys(courseWeekInputSchema.shape));

/** A new week starts with the course's places and full-day price, which most weeks share. */
function emptyValues(course: Course): DefaultValues<CourseWeekInput> {
  return {
    name: '',
    name_it: '',
    register_from: null,
    register_from_time: null,
    register_to: null,
    max_participants: course.max_participants,
    waiting_list: course.waiting_list,
    half_day: false,
    price_half_day: null,
    full_day: true,
    price: course.price,
    ...formTexts(COURSE_WEEK_TEXT_FIELDS),
    program_id: null,
  };
}

function weekValues(week: CourseWeek): CourseWeekInput {
  return {
    ...pickFields(week, COURSE_WEEK_VALUE_FIELDS),
    register_from_time: week.register_from_time,
    ...formTexts(COURSE_WEEK_TEXT_FIELDS, week),
    program_id: week.program?.id ?? null,
  };
}

interface Props {
  course: Course;
  mode: WeekDialogMode;
  onClose(): void;
}

/**
 * The course week dialog (900 px, full screen on a phone). A duplicate keeps the programme file: stored files
 * never change, so both weeks can point to the same one, as a copied course does.
 */
export function WeekDialog({ course, mode, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const notify = useNotify();
  const queryClient = useQueryClient();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const source = mode.kind === 'create' ? undefined : mode.week;
  const form = useForm<CourseWeekInput, unknown, CourseWeekValues>({
    resolver: formResolver(courseWeekInputSchema),
    defaultValues: source ? weekValues(source) : emptyValues(course),
  });
  const { control } = form;
  const [program, setProgram] = useState<UploadedFile | null>(source?.program ?? null);

  const save = useMutation({
    mutationFn: (values: CourseWeekValues) => saveWeek(course.id, mode.kind === 'edit' ? mode.week.id : undefined, values),
    onSuccess: ({ message }) => {
      notify('success', message);
      void queryClient.invalidateQueries({ queryKey: courseQuery(course.id).queryKey });
      onClose();
    },
    onError: (error) => {
      // Other failures are announced by the query client with the server's message.
      if (!(error instanceof ValidationError)) return;
      applyServerErrors(form, error);
      const elsewhere = Object.entries(error.fields).flatMap(([field, message]) => (FIELDS.has(field) ? [] : [message]));
      if (elsewhere.length > 0 || Object.keys(error.fields).length === 0) notify('error', elsewhere.join('\n') || error.message);
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    // Portalled out of the page's DOM, the dialog's submit still bubbles through React to any form around the list.
    event.stopPropagation();
    void form.handleSubmit((values) => save.mutate(values))(event);
  };

  const label = (field: string) => t(`course.week.fields.${field}`);
  const title = { create: t('course.week.create'), edit: t('weekForm.edit_title'), duplicate: t('weekForm.duplicate_title') }[mode.kind];
  const courseValue = (value: string) => (value ? t('weekForm.course_value', { value }) : t('weekForm.course_value_none'));
  const programError = form.formState.errors.program_id?.message;

  return (
    <Dialog
      open
      onClose={() => !save.isPending && onClose()}
      aria-labelledby={titleId}
      fullScreen={phone}
      maxWidth={false}
      slotProps={{ paper: { sx: phone ? {} : { width: WEEK_DIALOG_WIDTH, maxWidth: 'calc(100% - 64px)' } } }}
    >
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'contents' }}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent dividers>
          <PickerLocalization>
            {mode.kind === 'duplicate' ? (
              <Alert severity="info" sx={{ mb: 2 }}>
                {t('weekForm.duplicate_hint', { name: localName(mode.week, language) })}
              </Alert>
            ) : null}
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextInput control={control} name="name" label={label('name')} required autoFocus />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextInput control={control} name="name_it" label={label('name_it')} required />
              </Grid>

              <FormHeading>{t('weekForm.dates_places')}</FormHeading>
              <Grid size={{ xs: 12, sm: 6 }}>
                <DateInput control={control} name="from" label={label('from')} required />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <DateInput control={control} name="to" label={label('to')} required />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <NumberInput
                  control={control}
                  name="max_participants"
                  label={label('max_participants')}
                  required
                  helperText={mode.kind === 'edit' ? t('weekForm.occupancy', { registered: mode.week.registered, waiting: mode.week.waiting }) : undefined}
                  slotProps={{ htmlInput: { min: 0, step: 1 } }}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <NumberInput control={control} name="waiting_list" label={label('waiting_list')} slotProps={{ htmlInput: { min: 0, step: 1 } }} />
              </Grid>

              <FormHeading hint={t('weekForm.registration_hint')}>{t('weekForm.registration')}</FormHeading>
              <Grid size={{ xs: 12, sm: 4 }}>
                <DateInput control={control} name="register_from" label={label('register_from')} helperText={courseValue(formatDate(course.register_from))} />
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                <TimeInput
                  control={control}
                  name="register_from_time"
                  label={label('register_from_time')}
                  helperText={courseValue(course.register_from_time?.slice(0, 5) ?? '')}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                <DateInput control={control} name="register_to" label={label('register_to')} helperText={courseValue(formatDate(course.register_to))} />
              </Grid>

              <FormHeading>{t('weekForm.offer')}</FormHeading>
              <DayTypeFields control={control} type="half_day" priceField="price_half_day" label={dayTypeLabel(t, course, 'half_day', language)} />
              <DayTypeFields control={control} type="full_day" priceField="price" label={dayTypeLabel(t, course, 'full_day', language)} />

              <FormHeading>{t('weekForm.details')}</FormHeading>
              <Grid size={{ xs: 12, md: 6 }}>
                <RichTextInput control={control} name="time_info_de" label={label('time_info_de')} toolbar="basic" />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <RichTextInput control={control} name="time_info_it" label={label('time_info_it')} toolbar="basic" />
              </Grid>
              <Grid size={12}>
                <UploadField
                  label={label('program')}
                  field="file"
                  kind="document"
                  value={program}
                  upload={uploadCourseFile}
                  replaceOnlyAfterRemove
                  error={programError ? fieldMessage(t, programError) : undefined}
                  onChange={(file) => {
                    setProgram(file);
                    form.setValue('program_id', file?.id ?? null, { shouldDirty: true });
                    form.clearErrors('program_id');
                  }}
                />
              </Grid>
            </Grid>
          </PickerLocalization>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={save.isPending}>
            {t('admin.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {t('admin.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** A day type's checkbox with its price, which is asked for only while the day type is offered. */
function DayTypeFields({ control, type, priceField, label }: { control: Control<CourseWeekInput>; type: DayType; priceField: 'price_half_day' | 'price'; label: string }) {
  const { t } = useTranslation();
  const offered = useWatch({ control, name: type });
  return (
    <Grid size={{ xs: 12, sm: 6 }}>
      {/* The price's "required" and the "at least one day type" rule follow the checkbox at once. */}
      <CheckboxInput control={control} name={type} label={label} deps={type === 'half_day' ? [priceField, 'full_day'] : [priceField]} />
      <MoneyInput control={control} name={priceField} label={t('weekForm.price_of', { label })} required={Boolean(offered)} disabled={!offered} />
    </Grid>
  );
}
