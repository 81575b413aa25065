import { formatMoney, isStanding, localName, sumMoney, toLanguage, type RegistrationListItem } from '@app/domain';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from '../../lib/i18n';

/** What the payments dialog books: the open amounts of the ticked rows that stand (the server skips the rest). */
export function openSum(rows: readonly RegistrationListItem[]): number {
  return sumMoney(rows.filter(isStanding).map((row) => row.open_amount));
}

/** What a ticked row adds: its open amount, or why it is skipped. */
function rowAmount(row: RegistrationListItem, t: (key: string) => string): string {
  if (row.deleted_at) return t('registrations.payments.deleted');
  if (row.is_waiting) return t('registrations.payments.waiting');
  return formatMoney(row.open_amount);
}

/**
 * The payments dialog of the registration list (back-office specification section 4): the ticked
 * registrations with their open amounts and the open sum, and what the families are sent; booking is disabled
 * while the sum is 0.
 */
export function PaymentsDialog(props: { rows: RegistrationListItem[]; busy: boolean; onBook: () => void; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const lang = toLanguage(i18n.language);
  const titleId = useId();
  const sum = openSum(props.rows);
  return (
    <Dialog open onClose={props.onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('registrations.payments.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('registrations.payments.intro')}</DialogContentText>
        <DialogContentText sx={{ mt: 1 }}>{t('registrations.payments.email')}</DialogContentText>
        <List dense>
          {props.rows.map((row) => (
            // The amount beside the text, not as a secondary action: that one is laid over the text and covered it on a phone.
            <ListItem key={row.id} disableGutters sx={{ gap: 2, alignItems: 'flex-start' }}>
              <ListItemText
                primary={`${row.child.first_name} ${row.child.last_name}`}
                secondary={`${localName(row.course, lang)}, ${localName(row.week, lang)}`}
              />
              <Typography sx={{ flexShrink: 0, maxWidth: '45%', textAlign: 'right', mt: 0.75 }}>
                {rowAmount(row, t)}
              </Typography>
            </ListItem>
          ))}
        </List>
        <Typography sx={{ fontWeight: 600 }} role="status">
          {t('registrations.payments.open_sum', { amount: formatMoney(sum) })}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('admin.cancel')}</Button>
        <Button variant="contained" disabled={sum <= 0 || props.busy} onClick={props.onBook}>
          {t('registrations.payments.book')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
