import { Delete } from '@mui/icons-material';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useTranslation } from '../../lib/i18n';
import { useNotify } from '../../lib/notifications';
import { useSession } from '../../lib/session';
import { FamilyDataDownloads } from '../family';
import { eraseFamily, PARENT_ENDPOINT } from './api';

/**
 * The family's data on the people show page (decision 025): its download as the family gets it (person.view)
 * and its erasure after a confirmation, without the family's password (person.delete).
 */
export function FamilyDataActions({ personId }: { personId: number }) {
  const { t } = useTranslation();
  const { can } = useSession();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const erase = useMutation({
    mutationFn: () => eraseFamily(personId),
    onSuccess: async ({ message }) => {
      notify('success', message);
      // The person is gone and the lists of people, children and registrations changed.
      queryClient.removeQueries({ queryKey: ['record', PARENT_ENDPOINT, personId] });
      await queryClient.invalidateQueries({ queryKey: ['list'] });
      void navigate('/be/person');
    },
    onSettled: () => setConfirming(false),
  });
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
            <Button color="error" variant="outlined" startIcon={<Delete />} onClick={() => setConfirming(true)}>
              {t('familyData.office.erase')}
            </Button>
          </Box>
        ) : null}
      </Stack>
      <ConfirmDialog open={confirming} text={t('familyData.office.erase_text')} busy={erase.isPending} onConfirm={() => erase.mutate()} onClose={() => setConfirming(false)} />
    </Box>
  );
}
