import { DAY_TYPES, dayTypeLabel, weekOffersBothDayTypes, type FamilyRegistration } from '@app/domain';
import { Box, DialogContent, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { currentLanguage, useTranslation } from '../../lib/i18n';
import { SelectInput } from '../../components/form/SelectInput';
import { useDialogSave } from '../../components/form/dialog-save';
import { DialogFormActions } from '../../components/form/FormActions';
import { TextInput } from '../../components/form/TextInput';
import { FAMILY, saveRegistration } from './api';
import { customFields, registrationFormErrors, registrationTitle, registrationValues, type RegistrationValues } from './registration';
import { FamilyDialog } from './FamilyDialog';

interface Props {
  /** The registration to edit; null closes the dialog. */
  registration: FamilyRegistration | null;
  onClose(): void;
}

/**
 * The registration edit dialog (specification sections 2 and 5): the day type only where the week offers
 * both, emergency contact 1 required, contact 2 optional and different, and the course's custom fields.
 * 800 wide, full screen on a phone.
 */
export function RegistrationDialog({ registration, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <FamilyDialog open={registration !== null} title={t('family.edit_dialog.title')} onClose={onClose}>
      {/* Mounted per opening: the form starts from the registration it is opened for. */}
      {registration ? <RegistrationForm key={registration.id} registration={registration} onClose={onClose} /> : null}
    </FamilyDialog>
  );
}

function RegistrationForm({ registration, onClose }: { registration: FamilyRegistration; onClose(): void }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const resolver = useMemo<Resolver<RegistrationValues>>(
    () => (values) => {
      const errors = registrationFormErrors(values, registration, lang);
      if (Object.keys(errors).length === 0) return { values, errors: {} };
      return { values: {}, errors: Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, { type: 'validate', message }])) };
    },
    [registration, lang],
  );
  const form = useForm<RegistrationValues>({ resolver, defaultValues: registrationValues(registration) });
  const { control } = form;
  const both = weekOffersBothDayTypes(registration.courseWeek);
  const fields = customFields(registration.course, lang);

  const { save, saving } = useDialogSave(form, { send: saveRegistration, invalidates: [FAMILY], onSaved: onClose });

  const submit = form.handleSubmit((values) =>
    // The day type is sent only where the family may choose it; the server keeps it otherwise anyway.
    save({ id: registration.id, values: { ...values, dayType: both ? values.dayType : null } }),
  );

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'contents' }}>
      <DialogContent dividers>
        <Typography sx={{ fontWeight: 600, mb: 2 }}>{registrationTitle(registration, lang)}</Typography>
        <Stack spacing={2}>
          {both ? (
            <SelectInput
              control={control}
              name="dayType"
              label={t('family.registrations.day_type')}
              choices={DAY_TYPES.map((dayType) => ({ value: dayType, label: dayTypeLabel(registration.course, dayType, lang, t) }))}
              required
            />
          ) : null}
          <TextInput control={control} name="emergency_contact1_phone" label={t('booking.dialog.emergency_contact1_phone')} type="tel" autoComplete="tel" required />
          <TextInput control={control} name="emergency_contact2_phone" label={t('booking.dialog.emergency_contact2_phone')} type="tel" autoComplete="off" />
          {fields.map(({ field, label }) => (
            <TextInput key={field} control={control} name={field} label={label} required autoComplete="off" />
          ))}
        </Stack>
      </DialogContent>
      <DialogFormActions onCancel={onClose} saving={saving} />
    </Box>
  );
}
