import { parentUpdateSchema, type FamilyParent, type ParentUpdateInput } from '@app/domain';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, useMediaQuery, useTheme } from '@mui/material';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n';
import { formResolver } from '../../components/form/resolver';
import { SelectInput } from '../../components/form/SelectInput';
import { applyServerErrors } from '../../components/form/server-errors';
import { TextInput } from '../../components/form/TextInput';
import { useNotify } from '../../lib/notifications';
import { useOptions } from '../../lib/options';
import { useSaveParent } from './api';

interface Props {
  open: boolean;
  parent: FamilyParent;
  onClose(): void;
  onSaved(): void;
}

/**
 * The parent dialog (specification sections 2 and 5): e-mail (the sign-in address from now on) and phone,
 * required; the photo consent only when the organisation asks it (photo_privacy = 1), and fixed once yes.
 */
export function ParentDialog({ open, parent, onClose, onSaved }: Props) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} fullScreen={phone} fullWidth maxWidth={false} aria-labelledby={titleId} slotProps={{ paper: { sx: { maxWidth: { sm: 800 } } } }}>
      <DialogTitle id={titleId}>{t('family.parent_dialog.title')}</DialogTitle>
      {open ? <ParentForm parent={parent} onClose={onClose} onSaved={onSaved} /> : null}
    </Dialog>
  );
}

function ParentForm({ parent, onClose, onSaved }: Omit<Props, 'open'>) {
  const { t } = useTranslation();
  const notify = useNotify();
  const { photo_privacy } = useOptions();
  const askPhoto = photo_privacy === '1';
  const consentGiven = parent.privacy_photo === 'yes';
  const save = useSaveParent();
  const form = useForm<ParentUpdateInput>({
    resolver: formResolver(parentUpdateSchema),
    defaultValues: { email: parent.email ?? '', phone: parent.phone ?? '', privacy_photo: parent.privacy_photo },
  });

  const submit = form.handleSubmit((values) =>
    save.mutate(
      // The consent is read only when asked; the server ignores it otherwise.
      { id: parent.id, parent: { email: values.email, phone: values.phone, ...(askPhoto ? { privacy_photo: values.privacy_photo } : {}) } },
      {
        onSuccess: ({ message }) => {
          notify('success', message);
          onSaved();
        },
        onError: (error) => applyServerErrors(form, error),
      },
    ),
  );

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'contents' }}>
      <DialogContent dividers>
        <Stack spacing={2}>
          <TextInput control={form.control} name="email" type="email" label={t('family.parent.email')} autoComplete="email" helperText={t('family.parent_dialog.email_hint')} required />
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
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose} size="large">
          {t('form.cancel')}
        </Button>
        <Button type="submit" variant="contained" size="large" disabled={save.isPending}>
          {t('form.save')}
        </Button>
      </DialogActions>
    </Box>
  );
}
