import {
  formatDate,
  formatDateTime,
  formatMoney,
  localName,
  registrationAdminUpdateSchema,
  toLanguage,
  type RegistrationAdminUpdate,
  type RegistrationDetail,
} from '@app/domain';
import { Alert, Box, Grid, Table, TableBody, TableCell, TableRow } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import { FormActions } from '../../components/form/FormActions';
import { MoneyInput } from '../../components/form/MoneyInput';
import { DateInput, PickerLocalization } from '../../components/form/PickerInputs';
import { useRecordForm } from '../../components/form/record-form';
import { SelectInput } from '../../components/form/SelectInput';
import { TextInput } from '../../components/form/TextInput';
import { useRecordId } from '../../components/form/useRecordId';
import { Loading } from '../../components/Loading';
import { Page } from '../../components/Page';
import { PaidIcon } from '../../components/PaidIcon';
import { useSession } from '../../lib/session';
import { RegistrationHistory } from '../admin-offers';
import { NotFoundPage } from '../errors';
import { REGISTRATION_ENDPOINT, REGISTRATION_LIST_PATH } from './api';

const toValues = (row: RegistrationDetail): RegistrationAdminUpdate => ({
  day_type: row.day_type,
  payed_amount: row.payed_amount,
  payed_at: row.payed_at,
  // Required on saving (decision 018): a registration without one opens with the field empty.
  comment_internal: row.comment_internal ?? '',
});

/**
 * /be/peopleCourseWeekRegistration/{id} (back-office specification, registration edit): the payment, the
 * internal comment and, for the Superadmin only, the day type; the family's data beside it, read-only.
 * payed_amount and payed_at are required unless the child is waiting (the server says so on the fields); the
 * internal comment on every save (decision 018).
 */
export function RegistrationForm() {
  const { t, i18n } = useTranslation();
  const lang = toLanguage(i18n.language);
  const { can } = useSession();
  const id = useRecordId();
  const { form, record, loading, notFound, saving, submit } = useRecordForm({
    endpoint: REGISTRATION_ENDPOINT,
    id,
    schema: registrationAdminUpdateSchema,
    empty: { day_type: 'full_day', payed_amount: null, payed_at: null, comment_internal: '' },
    toValues,
    listPath: REGISTRATION_LIST_PATH,
  });
  if (id === undefined || notFound) return <NotFoundPage />;
  if (loading || !record) return <Loading />;

  const field = (key: string) => t(`registrations.fields.${key}`);
  const column = (key: string) => t(`registrations.columns.${key}`);
  const yesNo = (value: boolean) => (value ? t('courseShow.yes') : t('courseShow.no'));
  const facts: [string, ReactNode][] = [
    [column('child'), `${record.child.first_name} ${record.child.last_name} (${record.child.tax}), ${formatDate(record.child.birth)}`],
    [
      column('parent'),
      // An erased family's kept place: no parent any more, but whom to call until the week is over (decision 025).
      record.parent?.name ??
        (record.contact_phone || record.contact_email
          ? t('registrations.fields.erased_family_contact', { contact: [record.contact_phone, record.contact_email].filter(Boolean).join(', ') })
          : ''),
    ],
    [column('course'), localName(record.course, lang)],
    [column('week'), `${localName(record.week, lang)} (${formatDate(record.week.from)} - ${formatDate(record.week.to)})`],
    [t('registrations.filters.waiting'), record.is_waiting ? field('status_waiting') : field('status_confirmed')],
    [column('price'), formatMoney(record.price)],
    [
      column('open_amount'),
      // A child on the waiting list owes nothing yet (decisions.md section 4: payments count confirmed places).
      record.is_waiting ? (
        field('open_waiting')
      ) : (
        <Box key="open" component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center' }}>
          <PaidIcon payedAmount={record.payed_amount} price={record.price} />
          {formatMoney(record.open_amount)}
        </Box>
      ),
    ],
    [column('created_at'), formatDateTime(record.created_at)],
    [field('emergency'), [record.emergency_contact1_phone, record.emergency_contact2_phone].filter(Boolean).join(', ')],
    [field('comment'), record.comment ?? ''],
    [field('photo_consent'), yesNo(record.photo_consent)],
    [field('leave_alone'), yesNo(record.leave_alone)],
    [field('swimming_help'), yesNo(record.swimming_help)],
    ...record.custom_fields.map((custom): [string, ReactNode] => [custom.label, custom.value ?? '']),
    ...(record.medicaments !== undefined
      ? [
          [
            field('health'),
            record.health_erased_at
              ? t('registrations.fields.health_erased', { date: formatDate(record.health_erased_at) })
              : [record.medicaments, record.incompatibilities, record.allergies].map((text) => text || '-').join(' | '),
          ] as [string, ReactNode],
        ]
      : []),
  ];
  const dayTypes = (['full_day', 'half_day'] as const).filter((type) => record.week[type] || type === record.day_type);

  return (
    <Page title={t('registrations.edit_title')}>
      <PickerLocalization>
        {record.deleted_at ? (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {t('registrations.fields.deleted_at', { date: formatDateTime(record.deleted_at) })}
          </Alert>
        ) : null}
        <Table size="small" sx={{ mb: 3 }}>
          <TableBody>
            {facts.map(([label, value]) => (
              <TableRow key={label}>
                <TableCell component="th" scope="row" sx={{ width: '35%', color: 'text.secondary' }}>
                  {label}
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {record.is_waiting || record.history.length > 0 ? (
          <RegistrationHistory registration={record} invalidates={[['record', REGISTRATION_ENDPOINT, id], ['list', REGISTRATION_ENDPOINT]]} />
        ) : null}
        <Box component="form" noValidate onSubmit={submit}>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <SelectInput
                name="day_type"
                control={form.control}
                label={field('day_type')}
                choices={dayTypes.map((type) => ({ value: type, label: t(`course.day_types.${type}`) }))}
                disabled={!can('peopleCourseWeekRegistration.changeDayType')}
                helperText={can('peopleCourseWeekRegistration.changeDayType') ? undefined : field('day_type_hint')}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }} />
            <Grid size={{ xs: 12, sm: 6 }}>
              <MoneyInput name="payed_amount" control={form.control} label={field('payed_amount')} required={!record.is_waiting} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <DateInput name="payed_at" control={form.control} label={field('payed_at')} required={!record.is_waiting} />
            </Grid>
            <Grid size={12}>
              <TextInput
                name="comment_internal"
                control={form.control}
                label={field('comment_internal')}
                helperText={field('comment_internal_hint')}
                required
                multiline
                minRows={2}
              />
            </Grid>
          </Grid>
          <FormActions backTo={REGISTRATION_LIST_PATH} saving={saving} />
        </Box>
      </PickerLocalization>
    </Page>
  );
}
