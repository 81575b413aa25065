import { formatMoney, paymentStatus } from '@app/domain';
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ContrastIcon from '@mui/icons-material/Contrast';
import ErrorIcon from '@mui/icons-material/Error';
import { Tooltip } from '@mui/material';
import { useTranslation } from '../lib/i18n';

/**
 * A registration's payment at a glance (back-office specification, course show), by the payment states of
 * the domain (`paymentStatus`, which the registration list filters by): a green check when paid, a half
 * circle when partly paid, a red exclamation when an amount of 0 (or less) is booked, a red cross when
 * nothing is; the tooltip says "paid / price", a partly paid one names its state, which the amounts alone
 * leave to the reader's arithmetic.
 */
export function PaidIcon({ payedAmount, price }: { payedAmount: number | null; price: number }) {
  const { t } = useTranslation();
  const state = paymentStatus(price, payedAmount);
  const amounts = { paid: formatMoney(payedAmount ?? 0), price: formatMoney(price) };
  const title = t(state === 'partly_paid' ? 'courseShow.partly_paid_tooltip' : 'courseShow.paid_tooltip', amounts);
  const icon =
    state === 'paid' ? (
      <CheckCircleIcon color="success" fontSize="small" data-state="paid" />
    ) : state === 'partly_paid' ? (
      <ContrastIcon color="warning" fontSize="small" data-state="partly_paid" />
    ) : payedAmount === null ? (
      <CancelIcon color="error" fontSize="small" data-state="unpaid" />
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
