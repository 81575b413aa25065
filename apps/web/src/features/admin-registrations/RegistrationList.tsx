import { formatDate, formatDateTime, formatMoney, isStanding, localName, PAYMENT_FILTERS, toLanguage, type RegistrationListItem } from '@app/domain';
import EuroIcon from '@mui/icons-material/Euro';
import FamilyRestroomIcon from '@mui/icons-material/FamilyRestroom';
import PaymentsIcon from '@mui/icons-material/Payments';
import SendIcon from '@mui/icons-material/Send';
import { Button } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ResourceList } from '../../components/list/ResourceList';
import { Page } from '../../components/Page';
import { PaidIcon } from '../../components/PaidIcon';
import { useNotify } from '../../lib/notifications';
import { useSession } from '../../lib/session';
import { REGISTRATION_ENDPOINT, REGISTRATION_LIST, REGISTRATION_LIST_PATH, resendEmail, setPayed } from './api';
import { PaymentsDialog } from './PaymentsDialog';
import { RegistrationFilters } from './RegistrationFilters';

/**
 * /be/peopleCourseWeekRegistration (back-office specification sections 2 and 4): every registration, at
 * first of the active courses and the newest first, with filters, ticked rows and their payments dialog,
 * and the row's actions also on a right click.
 */
export function RegistrationList() {
  const { t, i18n } = useTranslation();
  const lang = toLanguage(i18n.language);
  const { can } = useSession();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const c = (key: string) => t(`registrations.columns.${key}`);
  const [paying, setPaying] = useState<{ rows: RegistrationListItem[]; done: () => void } | null>(null);
  const [toResend, setToResend] = useState<RegistrationListItem | null>(null);
  // `?payment=overdue` (the dashboard's overdue bookings) opens the list with that payment filter.
  const [params] = useSearchParams();
  const linkedPayment = PAYMENT_FILTERS.find((filter) => filter === params.get('payment'));

  const refresh = () => queryClient.invalidateQueries({ queryKey: REGISTRATION_LIST });
  const payment = useMutation({
    mutationFn: (ids: number[]) => setPayed(ids),
    onSuccess: async ({ message }) => {
      notify('success', message);
      paying?.done();
      setPaying(null);
      await refresh();
    },
  });
  const resend = useMutation({
    mutationFn: (id: number) => resendEmail(id),
    onSuccess: ({ message }) => notify('success', message),
    onSettled: () => setToResend(null),
  });

  return (
    <Page title={t('registrations.title')} width="lg">
      <ResourceList<RegistrationListItem>
        endpoint={REGISTRATION_ENDPOINT}
        initial={{ sorting: [{ id: 'created_at', desc: true }], filters: { active: '1', ...(linkedPayment ? { payment: linkedPayment } : {}) } }}
        fresh={linkedPayment !== undefined}
        // At 1280 px (beside the menu) eight columns read whole; the day type and the price (the paid and open
        // amounts tell it) and the date of the registration (the default order shows it) join on wider screens.
        // The booking's reference is what a bank transfer names (decision 022), so it is always there.
        columns={[
          { key: 'booking', header: c('booking'), minWidth: 104, render: (row) => <span style={{ whiteSpace: 'nowrap' }}>{row.booking_reference}</span> },
          { key: 'child', header: c('child'), minWidth: 96, render: (row) => `${row.child.last_name} ${row.child.first_name}` },
          { key: 'parent', header: c('parent'), minWidth: 92, render: (row) => row.parent?.name ?? '' },
          { key: 'course', header: c('course'), minWidth: 136, render: (row) => localName(row.course, lang) },
          { key: 'week', header: c('week'), minWidth: 116, render: (row) => `${localName(row.week, lang)} (${formatDate(row.week.from)})` },
          { key: 'day_type', header: c('day_type'), minWidth: 88, hideBelow: 1600, render: (row) => t(`course.day_types.${row.day_type}`) },
          { key: 'price', header: c('price'), minWidth: 80, hideBelow: 1600, render: (row) => formatMoney(row.price) },
          {
            key: 'payed_amount',
            header: c('payed_amount'),
            minWidth: 104,
            render: (row) => (
              <span style={{ display: 'inline-flex', gap: 4, alignItems: 'center' }}>
                <PaidIcon payedAmount={row.payed_amount} price={row.price} />
                {row.payed_amount === null ? '' : formatMoney(row.payed_amount)}
              </span>
            ),
          },
          { key: 'open_amount', header: c('open_amount'), minWidth: 80, render: (row) => formatMoney(row.open_amount) },
          { key: 'is_waiting', header: c('is_waiting'), minWidth: 100, render: (row) => (row.is_waiting ? t('courseShow.yes') : t('courseShow.no')) },
          { key: 'created_at', header: c('created_at'), minWidth: 140, hideBelow: 1440, render: (row) => formatDateTime(row.created_at) },
        ]}
        rowLabel={(row) => `${row.child.first_name} ${row.child.last_name}, ${localName(row.week, lang)}`}
        filterControls={(filters, setFilters) => <RegistrationFilters filters={filters} setFilters={setFilters} />}
        edit={{ path: (row) => `${REGISTRATION_LIST_PATH}/${row.id}`, permission: 'peopleCourseWeekRegistration.update' }}
        remove={{ permission: 'peopleCourseWeekRegistration.delete' }}
        contextMenu
        rowActions={(row) => [
          ...(can('peopleCourseWeekRegistration.update') && isStanding(row) && row.open_amount > 0
            ? [{ key: 'mark_paid', label: t('registrations.actions.mark_paid'), icon: <EuroIcon fontSize="small" />, onClick: () => setPaying({ rows: [row], done: () => {} }) }]
            : []),
          ...(can('peopleCourseWeekRegistration.update')
            ? [{ key: 'resend', label: t('registrations.actions.resend'), icon: <SendIcon fontSize="small" />, onClick: () => setToResend(row) }]
            : []),
          ...(row.parent && can('person.view')
            ? [{ key: 'family', label: t('registrations.actions.family'), icon: <FamilyRestroomIcon fontSize="small" />, to: `/be/person/${row.parent.id}/show` }]
            : []),
        ]}
        selectionActions={
          can('peopleCourseWeekRegistration.update')
            ? (selected, clear) => (
                <Button variant="outlined" startIcon={<PaymentsIcon />} disabled={selected.length === 0} onClick={() => setPaying({ rows: selected, done: clear })}>
                  {t('registrations.actions.payments', { count: selected.length })}
                </Button>
              )
            : undefined
        }
      />
      {paying ? (
        <PaymentsDialog
          rows={paying.rows}
          busy={payment.isPending}
          onBook={() => payment.mutate(paying.rows.map((row) => row.id))}
          onClose={() => setPaying(null)}
        />
      ) : null}
      <ConfirmDialog
        open={toResend !== null}
        text={toResend ? t('registrations.confirm_resend', { name: `${toResend.child.first_name} ${toResend.child.last_name}` }) : ''}
        busy={resend.isPending}
        onConfirm={() => toResend && resend.mutate(toResend.id)}
        onClose={() => setToResend(null)}
      />
    </Page>
  );
}
