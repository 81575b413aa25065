import { confirmsFamilyName } from '@app/domain';
import { Delete } from '@mui/icons-material';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm, type Control } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Loading } from '../../components/Loading';
import { applyServerErrors } from '../../components/form/server-errors';
import { TextInput } from '../../components/form/TextInput';
import { ValidationError } from '../../lib/api-client';
import { useTranslation } from '../../lib/i18n';
import { useNotify } from '../../lib/notifications';
import { useSession } from '../../lib/session';
import { erasurePreviewQuery, FamilyDataDownloads, PaidPlacesQuestion, type PlacesValues } from '../family';
import { eraseFamily, PARENT_ENDPOINT } from './api';

/**
 * The family's data on the people show page (decision 025): its download as the family gets it (person.view)
 * and its erasure (person.delete), without the family's password: the office types the family's name instead
 * and answers, as the family would, what happens to paid places of weeks to come.
 */
export function FamilyDataActions({ personId, familyName }: { personId: number; familyName: string }) {
  const { t } = useTranslation();
  const { can } = useSession();
  const [erasing, setErasing] = useState(false);
  if (!can('person.view') && !can('person.delete')) return null;
  return (
    <Box component="section" aria-label={t('familyData.office.title')} sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {t('familyData.office.title')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}>
        {can('person.view') ? <FamilyDataDownloads personId={personId} /> : <span />}
        {can('person.delete') ? (
          <Box>
            <Button color="error" variant="outlined" startIcon={<Delete />} onClick={() => setErasing(true)}>
              {t('familyData.office.erase')}
            </Button>
          </Box>
        ) : null}
      </Stack>
      {erasing ? <EraseDialog personId={personId} familyName={familyName} onClose={() => setErasing(false)} /> : null}
    </Box>
  );
}

function EraseDialog({ personId, familyName, onClose }: { personId: number; familyName: string; onClose(): void }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const preview = useQuery(erasurePreviewQuery(personId));
  const asked = (preview.data?.paid_places.length ?? 0) > 0;
  const form = useForm<{ name: string } & PlacesValues>({ defaultValues: { name: '', places: '' } });
  const erase = useMutation({
    mutationFn: eraseFamily,
    onSuccess: async ({ message }) => {
      notify('success', message);
      // The person is gone and the lists of people, children and registrations changed.
      queryClient.removeQueries({ queryKey: ['record', PARENT_ENDPOINT, personId] });
      await queryClient.invalidateQueries({ queryKey: ['list'] });
      void navigate('/be/person');
    },
    onError: (error) => {
      applyServerErrors(form, error);
      // A place was paid since the dialog opened: read the places again, so the question appears.
      if (error instanceof ValidationError && error.fields.places) void preview.refetch();
    },
  });
  const submit = form.handleSubmit(({ name, places }) => {
    if (!confirmsFamilyName(name, familyName)) return form.setError('name', { message: 'familyData.office.name_mismatch' });
    erase.mutate({ id: personId, name, places: asked && places !== '' ? places : undefined });
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullScreen={phone} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('familyData.office.erase_title')}</DialogTitle>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'contents' }}>
        <DialogContent dividers>
          <DialogContentText sx={{ mb: 2 }}>{t('familyData.office.erase_text')}</DialogContentText>
          {preview.isPending ? (
            <Loading />
          ) : (
            <>
              {asked && preview.data ? <PaidPlacesQuestion control={form.control as unknown as Control<PlacesValues>} preview={preview.data} office /> : null}
              <TextInput
                control={form.control}
                name="name"
                label={t('familyData.office.name')}
                helperText={t('familyData.office.name_hint', { name: familyName })}
                autoComplete="off"
                required
              />
            </>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 1.5 }}>
          <Button onClick={onClose}>{t('admin.cancel')}</Button>
          <Button type="submit" color="error" variant="contained" startIcon={<Delete />} disabled={erase.isPending || preview.isPending}>
            {t('familyData.office.erase')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
