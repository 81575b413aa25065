import { formatMoney } from '@app/domain';
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import { Tooltip } from '@mui/material';
import { useTranslation } from '../lib/i18n';

/**
 * A registration's payment at a glance (back-office specification, course show): a green check when
 * something above 0 is paid, a red exclamation when an amount of 0 (or less) is booked, a red cross when
 * nothing is; the tooltip says "paid / price".
 */
export function PaidIcon({ payedAmount, price }: { payedAmount: number | null; price: number }) {
  const { t } = useTranslation();
  const title = t('courseShow.paid_tooltip', { paid: formatMoney(payedAmount ?? 0), price: formatMoney(price) });
  const icon =
    payedAmount === null ? (
      <CancelIcon color="error" fontSize="small" data-state="unpaid" />
    ) : payedAmount > 0 ? (
      <CheckCircleIcon color="success" fontSize="small" data-state="paid" />
    ) : (
      <ErrorIcon color="error" fontSize="small" data-state="zero" />
    );
  return (
    <Tooltip title={title}>
      <span role="img" aria-label={title} style={{ display: 'inline-flex' }}>
        {icon}
      </span>
    </Tooltip>
  );
}
