import type { EmailStatus } from '@app/domain';
import { Chip } from '@mui/material';
import { useTranslation } from '../../lib/i18n';

const COLOR = { queued: 'warning', sent: 'success', failed: 'error' } as const;

/** Whether an e-mail left: an SMTP outage shows as a column of "waiting" and "failed". */
export function EmailStatusChip({ status }: { status: EmailStatus }) {
  const { t } = useTranslation();
  return <Chip size="small" variant="outlined" color={COLOR[status]} label={t(`emailLog.status.${status}`)} />;
}
