import { offerDeadlineSchema, wallClockText, type OfferDeadline } from '@app/domain';
import { Box, Dialog, DialogContent, DialogTitle, Typography } from '@mui/material';
import type { QueryKey } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useDialogSave } from '../../components/form/dialog-save';
import { DialogFormActions } from '../../components/form/FormActions';
import { DateTimeInput, PickerLocalization } from '../../components/form/PickerInputs';
import { formResolver } from '../../components/form/resolver';
import { useTranslation } from '../../lib/i18n';
import { saveOfferDeadline } from './api';

const HOUR = 3_600_000;

interface Props {
  /** The waiting registration, with its child's name; `expiresAt` is its open offer's deadline, to move it. */
  registration: { id: number; child: string; expiresAt: string | null };
  /** What the change shows elsewhere, read again after it. */
  invalidates: readonly QueryKey[];
  onClose(): void;
}

/**
 * The office offers a waiting child a free place by hand, or extends its open offer (issue 36): one deadline,
 * 48 hours ahead by default or the offer's own (rendered only while open); the family gets an e-mail. The server's 422 lands on the field.
 */
export function OfferDialog({ registration, invalidates, onClose }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const extending = registration.expiresAt !== null;
  // Shown while open: the deadline it starts with is the offer's own, or 48 hours from when it opened.
  const [opened] = useState(() => Date.now());
  const form = useForm<OfferDeadline>({
    resolver: formResolver(offerDeadlineSchema),
    defaultValues: { expires_at: wallClockText(registration.expiresAt ? new Date(registration.expiresAt) : new Date(opened + 48 * HOUR)) },
  });
  const { save, saving } = useDialogSave(form, { send: saveOfferDeadline, invalidates, onSaved: onClose });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.stopPropagation();
    void form.handleSubmit((values) => save({ registrationId: registration.id, values }))(event);
  };
  return (
    <PickerLocalization>
      <Dialog open onClose={() => !saving && onClose()} aria-labelledby={titleId} fullWidth maxWidth="xs">
        <Box component="form" noValidate onSubmit={submit} sx={{ display: 'contents' }}>
          <DialogTitle id={titleId}>{t(extending ? 'offersOffice.dialog.extend_title' : 'offersOffice.dialog.offer_title', { child: registration.child })}</DialogTitle>
          <DialogContent dividers>
            <Typography variant="body2" sx={{ mb: 2 }}>
              {t(extending ? 'offersOffice.dialog.extend_intro' : 'offersOffice.dialog.offer_intro')}
            </Typography>
            <DateTimeInput control={form.control} name="expires_at" label={t('offersOffice.dialog.expires_at')} required />
          </DialogContent>
          <DialogFormActions onCancel={onClose} saving={saving} />
        </Box>
      </Dialog>
    </PickerLocalization>
  );
}
