import { Delete, Download } from '@mui/icons-material';
import { Box, Button, DialogActions, DialogContent, DialogContentText, Stack, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { startTransition, useState } from 'react';
import { useForm, type Control } from 'react-hook-form';
import { Loading } from '../../components/Loading';
import { useNavigate } from 'react-router';
import { DownloadButton } from '../../components/DownloadButton';
import { applyServerErrors } from '../../components/form/server-errors';
import { TextInput } from '../../components/form/TextInput';
import { useTranslation } from '../../lib/i18n';
import { useNotify } from '../../lib/notifications';
import { useSession } from '../../lib/session';
import { ValidationError } from '../../lib/api-client';
import { deleteOwnAccount, downloadFamilyData, erasurePreviewQuery, familyDataUrl, type FamilyDataFormat } from './data-api';
import { FamilyDialog } from './FamilyDialog';
import { PaidPlacesQuestion, type PlacesValues } from './PaidPlacesQuestion';

/** The two downloads of a family's data, for the family page and the people show page (`personId`). */
export function FamilyDataDownloads({ personId }: { personId?: number }) {
  const { t } = useTranslation();
  const button = (format: FamilyDataFormat) => (
    <DownloadButton
      label={t(`familyData.download_${format}`)}
      icon={<Download />}
      url={() => familyDataUrl(format, personId)}
      download={(onProgress) => downloadFamilyData(format, personId, onProgress)}
      fileName={`${t('familyData.file_name')}.${format}`}
    />
  );
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
      {button('json')}
      {button('html')}
    </Stack>
  );
}

/**
 * The family page's "my data" (issue 26 part 3, decision 025): the downloads, and the deletion of the account,
 * which asks what happens to paid places of weeks to come and the password, and then signs the parent out.
 */
export function FamilyDataSection() {
  const { t } = useTranslation();
  const [deleting, setDeleting] = useState(false);
  return (
    <Box component="section" aria-label={t('familyData.title')}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('familyData.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('familyData.intro')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}>
        <FamilyDataDownloads />
        <Box>
          <Button color="error" variant="outlined" startIcon={<Delete />} onClick={() => setDeleting(true)}>
            {t('familyData.delete_account')}
          </Button>
        </Box>
      </Stack>
      <FamilyDialog open={deleting} title={t('familyData.delete_title')} onClose={() => setDeleting(false)}>
        {deleting ? <DeleteAccountForm onClose={() => setDeleting(false)} /> : null}
      </FamilyDialog>
    </Box>
  );
}

function DeleteAccountForm({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const session = useSession();
  const preview = useQuery(erasurePreviewQuery());
  const form = useForm<{ password: string } & PlacesValues>({ defaultValues: { password: '', places: '' } });
  const asked = (preview.data?.paid_places.length ?? 0) > 0;
  const remove = useMutation({
    mutationFn: deleteOwnAccount,
    onSuccess: ({ message }) => {
      // The account and its sessions are gone on the server: only the browser's copy of the token is left. The
      // navigation is a transition; ending the session in the same one keeps the family page's guard from
      // sending the signed-out visitor to the sign-in first.
      startTransition(() => {
        void navigate('/');
        session.ended();
      });
      notify('success', message);
    },
    onError: (error) => {
      applyServerErrors(form, error);
      // A place was paid since the dialog opened: read the places again, so the question appears.
      if (error instanceof ValidationError && error.fields.places) void preview.refetch();
    },
  });
  const submit = form.handleSubmit(({ password, places }) => remove.mutate({ password, places: asked && places !== '' ? places : undefined }));
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'contents' }}>
      <DialogContent dividers>
        <DialogContentText sx={{ mb: 2 }}>{t('familyData.delete_text')}</DialogContentText>
        {preview.isPending ? (
          <Loading />
        ) : (
          <>
            {asked && preview.data ? <PaidPlacesQuestion control={form.control as unknown as Control<PlacesValues>} preview={preview.data} /> : null}
            {/* With a question above it, the password waits its turn: the keyboard reaches the question first. */}
            <TextInput
              control={form.control}
              name="password"
              type="password"
              label={t('familyData.password')}
              autoComplete="current-password"
              required
              fullWidth
              autoFocus={!asked}
            />
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose} size="large">
          {t('form.cancel')}
        </Button>
        <Button type="submit" color="error" variant="contained" size="large" disabled={remove.isPending || preview.isPending}>
          {t('familyData.delete_confirm')}
        </Button>
      </DialogActions>
    </Box>
  );
}
