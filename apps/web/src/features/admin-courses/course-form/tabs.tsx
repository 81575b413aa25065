import { DAY_TYPE_LABELS, localName, toLanguage } from '@app/domain';
import { Alert, FormControlLabel, FormHelperText, Grid, Stack, Switch, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useFormState, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { fieldMessage } from '../../../components/form/messages';
import { MoneyInput } from '../../../components/form/MoneyInput';
import { NumberInput } from '../../../components/form/NumberInput';
import { SelectInput } from '../../../components/form/SelectInput';
import { TextInput } from '../../../components/form/TextInput';
import { UploadField } from '../../../components/form/UploadField';
import { RichTextInput } from '../../../components/rich-text/RichTextInput';
import { uploadCourseFile, useCourseLookups } from '../api';
import { DateInput, TimeInput } from '../../../components/form/PickerInputs';
import { SwitchInput } from '../../../components/form/SwitchInput';
import { CUSTOM_FIELDS, type CourseFormValues } from './schema';

export type CourseFormApi = UseFormReturn<CourseFormValues>;

interface TabProps {
  form: CourseFormApi;
}

function useLabels() {
  const { t, i18n } = useTranslation();
  return {
    t,
    label: (field: string) => t(`course.fields.${field}`),
    /** A record's name in the interface language. */
    named: (row: { name: string; name_it: string }) => localName(row, toLanguage(i18n.language)),
  };
}

function Half({ children }: { children: ReactNode }) {
  return <Grid size={{ xs: 12, sm: 6 }}>{children}</Grid>;
}

function SectionTitle({ children }: { children: ReactNode }) {
  return (
    <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
      {children}
    </Typography>
  );
}

export function GeneralTab({ form, isNew }: TabProps & { isNew: boolean }) {
  const { t, label, named } = useLabels();
  const { courseTypes, locations, categories } = useCourseLookups();
  const active = useWatch({ control: form.control, name: 'active' });
  // Sub-categories follow their parent and carry its name: the same name may exist under two parents.
  const categoryChoices = categories
    .filter((category) => category.course_category_id === null)
    .flatMap((top) => [
      { value: top.id, label: named(top) },
      ...categories
        .filter((category) => category.course_category_id === top.id)
        .map((category) => ({ value: category.id, label: `${named(top)} › ${named(category)}` })),
    ]);
  const { control } = form;
  return (
    <Grid container spacing={2}>
      <Half>
        <TextInput control={control} name="name" label={label('name')} required />
      </Half>
      <Half>
        <TextInput control={control} name="name_it" label={label('name_it')} required />
      </Half>
      <Half>
        <SelectInput
          control={control}
          name="course_type_id"
          label={label('course_type_id')}
          choices={courseTypes.map((type) => ({ value: type.id, label: named(type) }))}
          emptyLabel={t('courseForm.no_choice')}
        />
      </Half>
      <Half>
        <SelectInput
          control={control}
          name="location_id"
          label={label('location_id')}
          choices={locations.map((location) => ({ value: location.id, label: named(location) }))}
          emptyLabel={t('courseForm.no_choice')}
        />
      </Half>
      <Half>
        <SelectInput control={control} name="course_category_id" label={label('course_category_id')} choices={categoryChoices} emptyLabel={t('courseForm.no_choice')} />
      </Half>
      <Half>
        <NumberInput control={control} name="year" label={label('year')} required slotProps={{ htmlInput: { inputMode: 'numeric', step: 1 } }} />
      </Half>
      <Grid size={12}>
        {isNew ? (
          <Alert severity="info">{t('courseForm.new_inactive_hint')}</Alert>
        ) : (
          <>
            <FormControlLabel control={<Switch checked={Boolean(active)} disabled />} label={label('active')} />
            <FormHelperText>{t('courseForm.active_hint')}</FormHelperText>
          </>
        )}
      </Grid>
    </Grid>
  );
}

export function RegistrationTab({ form }: TabProps) {
  const { t, label } = useLabels();
  const { control } = form;
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('courseForm.registration_hint')}
        </Typography>
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <DateInput control={control} name="register_from" label={label('register_from')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TimeInput control={control} name="register_from_time" label={label('register_from_time')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <DateInput control={control} name="register_to" label={label('register_to')} />
      </Grid>
      <Half>
        <DateInput control={control} name="from" label={label('from')} />
      </Half>
      <Half>
        <DateInput control={control} name="to" label={label('to')} />
      </Half>
      <Half>
        <NumberInput control={control} name="max_participants" label={label('max_participants')} required slotProps={{ htmlInput: { inputMode: 'numeric', min: 0, step: 1 } }} />
      </Half>
      <Half>
        <NumberInput control={control} name="waiting_list" label={label('waiting_list')} slotProps={{ htmlInput: { inputMode: 'numeric', min: 0, step: 1 } }} />
      </Half>
      <Half>
        <MoneyInput control={control} name="price" label={label('price')} />
      </Half>
      <Half>
        <SwitchInput control={control} name="multiple_course_week_registration" label={label('multiple_course_week_registration')} />
      </Half>
    </Grid>
  );
}

type FileField = 'image' | 'program';

function CourseFileInput({ form, name, kind }: TabProps & { name: FileField; kind: 'image' | 'document' }) {
  const { t, label } = useLabels();
  const value = useWatch({ control: form.control, name });
  const idField = name === 'image' ? 'image_id' : 'program_id';
  // The server answers for the payload's field (image_id, program_id) when it cannot find the file any more.
  const { errors } = useFormState({ control: form.control, name: idField });
  return (
    <UploadField
      label={label(name)}
      field={kind === 'image' ? 'image' : 'file'}
      kind={kind}
      value={value ?? null}
      upload={uploadCourseFile}
      onChange={(file) => {
        form.clearErrors(idField);
        form.setValue(name, file?.id ? { id: file.id, url: file.url, name: file.name ?? '' } : null, { shouldDirty: true });
      }}
      error={errors[idField] ? fieldMessage(t, errors[idField].message) : undefined}
    />
  );
}

export function TextsTab({ form }: TabProps) {
  const { label } = useLabels();
  const { control } = form;
  return (
    <Grid container spacing={3}>
      {(['description', 'description_it', 'info', 'info_it'] as const).map((name) => (
        <Grid key={name} size={{ xs: 12, md: 6 }}>
          <RichTextInput control={control} name={name} label={label(name)} toolbar="links" />
        </Grid>
      ))}
      <Half>
        <CourseFileInput form={form} name="image" kind="image" />
      </Half>
      <Half>
        <CourseFileInput form={form} name="program" kind="document" />
      </Half>
    </Grid>
  );
}

/** A switch with the German and Italian name of the custom field, asked for only while it is on. */
function CustomField({ form, field }: TabProps & { field: (typeof CUSTOM_FIELDS)[number] }) {
  const { label } = useLabels();
  const on = useWatch({ control: form.control, name: field.name });
  return (
    <Stack spacing={1}>
      <SwitchInput control={form.control} name={field.name} label={label(field.name)} onToggle={(checked) => {
          if (!checked) form.clearErrors([field.de, field.it]);
        }} />
      {on ? (
        <Grid container spacing={2}>
          <Half>
            <TextInput control={form.control} name={field.de} label={label(field.de)} required />
          </Half>
          <Half>
            <TextInput control={form.control} name={field.it} label={label(field.it)} required />
          </Half>
        </Grid>
      ) : null}
    </Stack>
  );
}

export function OptionsTab({ form }: TabProps) {
  const { t, label } = useLabels();
  const ownLabels = useWatch({ control: form.control, name: 'custom_labels' });
  const { control } = form;
  const clearLabels = (on: boolean) => {
    if (on) return;
    for (const field of DAY_TYPE_LABELS) form.setValue(field, '', { shouldDirty: true });
    form.clearErrors([...DAY_TYPE_LABELS]);
  };
  return (
    <Stack spacing={3}>
      <Stack spacing={1}>
        <SectionTitle>{t('courseForm.custom_fields')}</SectionTitle>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('courseForm.custom_fields_hint')}
        </Typography>
        {CUSTOM_FIELDS.map((field) => (
          <CustomField key={field.name} form={form} field={field} />
        ))}
      </Stack>
      <Stack spacing={1}>
        <SectionTitle>{t('courseForm.questions')}</SectionTitle>
        <SwitchInput control={control} name="disable_swimming_help" label={label('disable_swimming_help')} />
        <SwitchInput control={control} name="disable_leave_alone" label={label('disable_leave_alone')} />
      </Stack>
      <Stack spacing={1}>
        <SectionTitle>{t('courseForm.day_type_labels')}</SectionTitle>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('courseForm.day_type_labels_hint')}
        </Typography>
        <SwitchInput control={control} name="custom_labels" label={label('custom_labels')} onToggle={clearLabels} />
        {ownLabels ? (
          <Grid container spacing={2}>
            {DAY_TYPE_LABELS.map((field) => (
              <Half key={field}>
                <TextInput control={control} name={field} label={label(field)} required />
              </Half>
            ))}
          </Grid>
        ) : null}
      </Stack>
    </Stack>
  );
}

export function PaymentTab({ form }: TabProps) {
  const { label } = useLabels();
  return (
    <Grid container spacing={2}>
      <Half>
        <TextInput control={form.control} name="bank_name" label={label('bank_name')} required />
      </Half>
      <Half>
        <TextInput control={form.control} name="bank_iban" label={label('bank_iban')} required slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }} />
      </Half>
    </Grid>
  );
}
