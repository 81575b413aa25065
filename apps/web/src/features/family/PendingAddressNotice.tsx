import type { PendingAddress } from '@app/domain';
import { Alert, Box, Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n';
import { useNotify } from '../../lib/notifications';
import { resendAddressLink } from './api';

/**
 * What waits for an address link (decision 017), at the top of the family page: the office's data of this
 * family, which the account joins once the link sent to its address is opened, or a new sign-in address. A
 * parent who lost the e-mail sends it again from here.
 */
export function PendingAddressNotice({ pending }: { pending: PendingAddress }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const resend = useMutation({ mutationFn: resendAddressLink, onSuccess: ({ message }) => notify('success', message) });
  const text = pending.purpose === 'join_person' ? 'family.address_link.pending_join' : 'family.address_link.pending_change';
  // The button under the text, not beside it: on a phone a long address leaves no room beside it.
  return (
    <Alert severity="info" sx={{ overflowWrap: 'anywhere' }}>
      {t(text, { email: pending.email })}
      <Box sx={{ mt: 1 }}>
        <Button variant="outlined" color="inherit" size="small" onClick={() => resend.mutate()} disabled={resend.isPending}>
          {t('family.address_link.resend')}
        </Button>
      </Box>
    </Alert>
  );
}
