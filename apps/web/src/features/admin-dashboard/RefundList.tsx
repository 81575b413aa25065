import { formatDate, formatMoney, type Refund } from '@app/domain';
import { Box, Button, Card, CardContent, Link, List, ListItem, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useTranslation } from '../../lib/i18n';
import { useNotify } from '../../lib/notifications';
import { completeRefund, refundsQuery } from './api';

/**
 * The refunds the office owes: paid places of weeks to come that a family gave up when its data was erased
 * (decision 025), and what a bank transfer paid beyond what its bookings owed (decision 023). Each names the
 * booking, the amount, the weeks or the transfer it comes from, and whom to ask for the account; "refunded" takes
 * it off the list and forgets the contact. Shown on the start page only while there are any.
 */
export function RefundList() {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const refunds = useQuery(refundsQuery);
  const [confirming, setConfirming] = useState<Refund | null>(null);
  const done = useMutation({
    mutationFn: completeRefund,
    onSuccess: ({ message }) => notify('success', message),
    onSettled: async () => {
      setConfirming(null);
      await queryClient.invalidateQueries({ queryKey: refundsQuery.queryKey });
    },
  });
  if (!refunds.data?.length) return null;
  const label = (refund: Refund) => t('familyData.refunds.done_label', { amount: formatMoney(refund.amount), reference: refund.reference });
  const transfer = ({ booked_on, amount, payer }: NonNullable<Refund['overpayment']>) => {
    const params = { date: formatDate(booked_on), amount: formatMoney(amount) };
    return payer === null ? t('familyData.refunds.overpayment_no_payer', params) : t('familyData.refunds.overpayment', { ...params, payer });
  };
  return (
    <Card variant="outlined" component="section" aria-label={t('familyData.refunds.title')}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {t('familyData.refunds.title')} ({refunds.data.length})
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {t('familyData.refunds.hint')}
        </Typography>
        <List disablePadding>
          {refunds.data.map((refund) => (
            <ListItem key={refund.id} divider disableGutters sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
              <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>
                  {t('familyData.refunds.booking', { reference: refund.reference })}: {formatMoney(refund.amount)}
                </Typography>
                {refund.overpayment ? <Typography variant="body2">{transfer(refund.overpayment)}</Typography> : null}
                {refund.weeks.map((week) => (
                  <Typography key={`${week.course}-${week.week}-${week.from}`} variant="body2">
                    {week.course}, {week.week} ({formatDate(week.from)} - {formatDate(week.to)})
                  </Typography>
                ))}
                <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2 }}>
                  {refund.contact_phone ? <Link href={`tel:${refund.contact_phone.replace(/[^\d+]/g, '')}`}>{refund.contact_phone}</Link> : null}
                  {refund.contact_email ? (
                    <Link href={`mailto:${refund.contact_email}`} sx={{ overflowWrap: 'anywhere' }}>
                      {refund.contact_email}
                    </Link>
                  ) : null}
                </Stack>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('familyData.refunds.since', { date: formatDate(refund.created_at) })}
                </Typography>
              </Box>
              <Button variant="outlined" onClick={() => setConfirming(refund)} aria-label={label(refund)}>
                {t('familyData.refunds.done_button')}
              </Button>
            </ListItem>
          ))}
        </List>
      </CardContent>
      <ConfirmDialog
        open={confirming !== null}
        text={confirming ? t('familyData.refunds.done_confirm', { amount: formatMoney(confirming.amount), reference: confirming.reference }) : ''}
        busy={done.isPending}
        onConfirm={() => confirming && done.mutate(confirming.id)}
        onClose={() => setConfirming(null)}
      />
    </Card>
  );
}
