import { parentUpdateSchema, type FamilyParent, type ParentUpdateInput } from '@app/domain';
import { Box, DialogContent, Stack } from '@mui/material';
import { useForm, useWatch } from 'react-hook-form';
import { useDialogSave } from '../../components/form/dialog-save';
import { DialogFormActions } from '../../components/form/FormActions';
import { formResolver } from '../../components/form/resolver';
import { SelectInput } from '../../components/form/SelectInput';
import { TextInput } from '../../components/form/TextInput';
import { useOptions } from '../../lib/options';
import { PARENT_SAVE_CHANGES, saveParent } from './api';
import { FamilyDialog } from './FamilyDialog';
import { useTranslation } from '../../lib/i18n';

interface Props {
  open: boolean;
  parent: FamilyParent;
  onClose(): void;
  onSaved(): void;
}

/**
 * The parent dialog (specification sections 2 and 5): e-mail (the sign-in address) and phone, required; the
 * photo consent only when the organisation asks it (photo_privacy = 1), and fixed once yes. A new e-mail asks
 * for the current password and changes once the link sent to it is opened (decision 017): the answer says so.
 */
export function ParentDialog({ open, parent, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  return (
    <FamilyDialog open={open} title={t('family.parent_dialog.title')} onClose={onClose}>
      {open ? <ParentForm parent={parent} onClose={onClose} onSaved={onSaved} /> : null}
    </FamilyDialog>
  );
}

function ParentForm({ parent, onClose, onSaved }: Omit<Props, 'open'>) {
  const { t } = useTranslation();
  const { photo_privacy } = useOptions();
  const askPhoto = photo_privacy === '1';
  const consentGiven = parent.privacy_photo === 'yes';
  const form = useForm<ParentUpdateInput>({
    resolver: formResolver(parentUpdateSchema),
    defaultValues: { email: parent.email ?? '', phone: parent.phone ?? '', privacy_photo: parent.privacy_photo, current_password: '' },
  });
  const typedEmail = useWatch({ control: form.control, name: 'email' });
  const newAddress = typedEmail.trim().toLowerCase() !== (parent.email ?? '').toLowerCase();

  const { save, saving } = useDialogSave(form, { send: saveParent, invalidates: PARENT_SAVE_CHANGES, onSaved });

  const submit = form.handleSubmit((values) =>
    // The consent is read only when asked; the server ignores it otherwise.
    save({
      id: parent.id,
      parent: {
        email: values.email,
        phone: values.phone,
        ...(askPhoto ? { privacy_photo: values.privacy_photo } : {}),
        ...(newAddress ? { current_password: values.current_password } : {}),
      },
    }),
  );

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'contents' }}>
      <DialogContent dividers>
        <Stack spacing={2}>
          <TextInput control={form.control} name="email" type="email" label={t('family.parent.email')} autoComplete="email" helperText={t('family.parent_dialog.email_hint')} required />
          {newAddress ? (
            <TextInput
              control={form.control}
              name="current_password"
              type="password"
              label={t('account.fields.current_password')}
              autoComplete="current-password"
              helperText={t('family.parent_dialog.current_password_hint')}
              required
            />
          ) : null}
          <TextInput control={form.control} name="phone" type="tel" label={t('family.parent.phone')} autoComplete="tel" required />
          {askPhoto ? (
            <SelectInput
              control={form.control}
              name="privacy_photo"
              label={t('family.parent_dialog.photo')}
              choices={[
                { value: 'yes', label: t('form.yes') },
                { value: 'no', label: t('form.no') },
              ]}
              disabled={consentGiven}
              helperText={consentGiven ? t('family.photo_consent_final') : undefined}
            />
          ) : null}
        </Stack>
      </DialogContent>
      <DialogFormActions onCancel={onClose} saving={saving} />
    </Box>
  );
}
