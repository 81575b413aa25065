import {
  bookingReference,
  dayTypeLabel,
  formatDate,
  formatDateTime,
  formatList,
  formatMoney,
  localName,
  sumMoney,
  type Family,
  type FamilyBooking,
  type FamilyChild,
  type FamilyParent,
  type FamilyRegistration,
} from '@app/domain';
import { Add, ArrowBack, Delete, Edit, Euro, ReceiptLong } from '@mui/icons-material';
import { Alert, Box, Button, IconButton, Link, Paper, Stack, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { currentLanguage, useTranslation } from '../../lib/i18n';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Loading } from '../../components/Loading';
import { Page } from '../../components/Page';
import { useNotify } from '../../lib/notifications';
import { safeRedirect } from '../../lib/safe-redirect';
import { useSession } from '../../lib/session';
import { OpenSeasons } from '../wishes';
import { familyQuery, useCancelRegistration } from './api';
import { ChildDialog } from './ChildDialog';
import { ConfirmationList } from './ConfirmationList';
import { FamilyDataSection } from './FamilyDataSection';
import { CardTable, type CardColumn } from '../../components/list/CardTable';
import { ParentDialog } from './ParentDialog';
import { OfferCard } from './OfferCard';
import { PaymentDialog } from './PaymentDialog';
import { PendingAddressNotice } from './PendingAddressNotice';
import { RegistrationDialog } from './RegistrationDialog';
import { weekDates } from './registration';

/** `backUrl` is followed only when it is a path of this application. */
export function returnPath(backUrl: string | null): string | null {
  return backUrl !== null && safeRedirect(backUrl) === backUrl ? backUrl : null;
}

/**
 * /my-family (specification section 2): the parent's data, the children, the payment confirmations, the
 * current registrations and the waiting list, each registration with price, paid and open amount and its
 * edit, delete and payment actions. `childEditId` opens a child's dialog on load; `backUrl` is where a
 * successful child or parent save returns to. Accounts without a person see an information and nothing else.
 */
export function MyFamilyPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const hasPerson = Boolean(user?.people);
  const query = useQuery({ ...familyQuery(currentLanguage()), enabled: hasPerson });
  const backButton = (
    <Button component={RouterLink} to="/" startIcon={<ArrowBack />}>
      {t('family.page.back_to_overview')}
    </Button>
  );
  const family = query.data;
  if (!hasPerson || family?.parent === null) {
    return (
      <Page title={t('family.title')}>
        <Alert severity="info">{t('family.no_person')}</Alert>
      </Page>
    );
  }
  return (
    <Page title={t('family.title')} width="lg" actions={backButton}>
      {family?.parent ? (
        <FamilyContent {...family} parent={family.parent} />
      ) : query.isError ? (
        <Alert severity="error">{t('family.page.loading_failed')}</Alert>
      ) : (
        <Loading />
      )}
    </Page>
  );
}

function FamilyContent({ parent, childrens, registrations, waitingQueue, confirmations, bookings }: Omit<Family, 'parent'> & { parent: FamilyParent }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [parentOpen, setParentOpen] = useState(false);
  const [childDialog, setChildDialog] = useState<{ child: FamilyChild | null } | null>(null);
  const [editing, setEditing] = useState<FamilyRegistration | null>(null);
  const [paying, setPaying] = useState<FamilyBooking | null>(null);
  const [deleting, setDeleting] = useState<FamilyRegistration | null>(null);

  // childEditId opens that child's dialog until it is closed (then the parameter goes, so a reload does not).
  const requestedId = Number(params.get('childEditId'));
  const requestedChild = childDialog === null && requestedId ? childrens.find((child) => child.id === requestedId) : undefined;
  const childShown = childDialog ?? (requestedChild ? { child: requestedChild } : null);
  const backUrl = returnPath(params.get('backUrl'));

  const closeChild = () => {
    setChildDialog(null);
    if (params.has('childEditId')) {
      const next = new URLSearchParams(params);
      next.delete('childEditId');
      setParams(next, { replace: true });
    }
  };
  const saved = (close: () => void) => () => {
    if (backUrl) void navigate(backUrl);
    else close();
  };

  return (
    <Stack spacing={4}>
      {parent.pending_address ? <PendingAddressNotice pending={parent.pending_address} /> : null}
      {/* A place offered from the waiting list comes first: the family has until its deadline to answer. */}
      {waitingQueue.flatMap((registration) => (registration.offer ? [<OfferCard key={registration.id} registration={{ ...registration, offer: registration.offer }} />] : []))}
      <Section
        title={t('family.parent.title')}
        action={
          <Button startIcon={<Edit />} onClick={() => setParentOpen(true)} aria-label={t('family.parent_dialog.title')}>
            {t('family.page.edit')}
          </Button>
        }
      >
        <ParentTable parent={parent} />
      </Section>

      <Section
        title={t('family.children.title')}
        action={
          <Button startIcon={<Add />} onClick={() => setChildDialog({ child: null })}>
            {t('family.children.add')}
          </Button>
        }
      >
        <CardTable
          label={t('family.children.title')}
          rows={childrens}
          rowKey={(child) => child.id}
          empty={t('family.children.empty')}
          columns={[
            { key: 'name', header: t('family.children.name'), render: (child) => child.display_name },
            { key: 'birth', header: t('family.children.birth'), render: (child) => formatDate(child.birth) },
            { key: 'tax', header: t('family.children.tax'), render: (child) => child.tax },
            { key: 'phone', header: t('family.children.phone'), render: (child) => <PhoneLink phone={child.phone} /> },
          ]}
          actions={{
            header: t('family.page.actions'),
            render: (child, layout) => (
              <RowButton layout={layout} icon={<Edit />} text={t('family.page.edit')} label={t('family.children.edit', { name: child.display_name })} onClick={() => setChildDialog({ child })} />
            ),
          }}
        />
      </Section>

      {/* The seasons whose places are drawn among wish lists (issue 37): nothing without one. */}
      <OpenSeasons />

      <Section title={t('family.confirmations.title')}>
        <ConfirmationList confirmations={confirmations} />
      </Section>

      <Section
        title={t('family.registrations.title')}
        action={
          <Button component={RouterLink} to="/" startIcon={<Add />}>
            {t('family.registrations.new')}
          </Button>
        }
      >
        <BookingGroups registrations={registrations} bookings={bookings} onEdit={setEditing} onDelete={setDeleting} onPay={setPaying} />
      </Section>

      <Section title={t('family.registrations.waiting_title')}>
        <RegistrationTable registrations={waitingQueue} waiting empty={t('family.registrations.waiting_empty')} title={t('family.registrations.waiting_title')} onEdit={setEditing} onDelete={setDeleting} />
      </Section>

      <Box>
        <Button component={RouterLink} to="/confirmations" variant="outlined" startIcon={<ReceiptLong />}>
          {t('family.confirmations.all')}
        </Button>
      </Box>

      <FamilyDataSection />

      <ParentDialog open={parentOpen} parent={parent} onClose={() => setParentOpen(false)} onSaved={saved(() => setParentOpen(false))} />
      <ChildDialog open={childShown !== null} child={childShown?.child ?? null} onClose={closeChild} onSaved={saved(closeChild)} />
      <RegistrationDialog registration={editing} onClose={() => setEditing(null)} />
      <PaymentDialog
        booking={paying}
        registrations={registrations.filter((registration) => paying?.registration_ids.includes(registration.id))}
        onClose={() => setPaying(null)}
      />
      <CancelPrompt registration={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}

function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </Box>
  );
}

function ParentTable({ parent }: { parent: FamilyParent }) {
  const { t } = useTranslation();
  const rows: [string, ReactNode][] = [
    [t('family.parent.name'), parent.display_name],
    [t('family.parent.email'), parent.email ?? ''],
    [t('family.parent.tax'), parent.tax ?? ''],
    [t('family.parent.phone'), parent.phone ? <PhoneLink phone={parent.phone} /> : ''],
    [t('family.parent.photo_permission'), parent.privacy_photo === 'yes' ? t('form.yes') : t('form.no')],
  ];
  return (
    <Table size="small" aria-label={t('family.parent.title')}>
      <TableBody>
        {rows.map(([label, value]) => (
          <TableRow key={label}>
            <TableCell component="th" scope="row" sx={{ fontWeight: 600, whiteSpace: 'nowrap', width: { sm: 240 }, pl: { xs: 1, sm: 2 } }}>
              {label}
            </TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere', pr: { xs: 1, sm: 2 } }}>{value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** A phone number that a phone dials when tapped. */
function PhoneLink({ phone }: { phone: string | null }) {
  const { t } = useTranslation();
  if (!phone) return null;
  return (
    <Link href={`tel:${phone.replace(/[^\d+]/g, '')}`} title={t('family.registrations.call', { phone })} sx={{ whiteSpace: 'nowrap' }}>
      {phone}
    </Link>
  );
}

/** An icon button in a table row, a button with its text on a card. */
function RowButton({ layout, icon, text, label, onClick, disabled, color }: { layout: 'table' | 'card'; icon: ReactNode; text: string; label: string; onClick(): void; disabled?: boolean; color?: 'primary' | 'error' }) {
  if (layout === 'table') {
    return (
      <IconButton onClick={onClick} disabled={disabled} aria-label={label} title={label} color={color}>
        {icon}
      </IconButton>
    );
  }
  return (
    <Button onClick={onClick} disabled={disabled} aria-label={label} startIcon={icon} color={color} variant="outlined" size="small">
      {text}
    </Button>
  );
}

interface BookingGroupsProps {
  registrations: FamilyRegistration[];
  /** The bookings with something to pay by transfer. */
  bookings: FamilyBooking[];
  onEdit(registration: FamilyRegistration): void;
  onDelete(registration: FamilyRegistration): void;
  onPay(booking: FamilyBooking): void;
}

/**
 * The current registrations by booking (one send of the booking dialog, decision 022): each with its weeks, what
 * it still owes in total and one "pay" for all of it; the payment dialog still offers a single week.
 */
function BookingGroups({ registrations, bookings, onEdit, onDelete, onPay }: BookingGroupsProps) {
  const { t } = useTranslation();
  if (registrations.length === 0) return <Typography sx={{ py: 1.5, color: 'text.secondary' }}>{t('family.registrations.empty')}</Typography>;
  const ids = [...new Set(registrations.map((registration) => registration.booking_id))];
  return (
    <Stack spacing={2}>
      {ids.map((id) => {
        const rows = registrations.filter((registration) => registration.booking_id === id);
        const booking = bookings.find((candidate) => candidate.id === id);
        const reference = bookingReference(id);
        const title = t('family.registrations.booking', { reference });
        const open = booking?.open_amount ?? sumMoney(rows.map((row) => row.open_amount));
        return (
          <Paper key={id} component="section" variant="outlined" aria-label={title} sx={{ p: { xs: 1.5, sm: 2 } }}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', flexWrap: 'wrap', columnGap: 2, mb: 1 }}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                {title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('family.registrations.booked_on', { date: formatDate(rows[0]!.created_at) })}
              </Typography>
            </Stack>
            <RegistrationTable registrations={rows} empty="" title={title} onEdit={onEdit} onDelete={onDelete} />
            <Stack direction="row" sx={{ justifyContent: 'flex-end', alignItems: 'center', flexWrap: 'wrap', gap: 2, mt: 1.5 }}>
              <Typography sx={{ fontWeight: 600 }}>
                {open > 0 ? t('family.registrations.booking_open', { amount: formatMoney(open) }) : t('family.registrations.booking_paid')}
              </Typography>
              {booking ? (
                // Paying is what a family comes for: one button for the whole booking, with its text.
                <Button
                  variant="contained"
                  startIcon={<Euro />}
                  onClick={() => onPay(booking)}
                  aria-label={t('family.registrations.pay_booking', { reference, amount: formatMoney(booking.open_amount) })}
                  sx={{ minHeight: 44 }}
                >
                  {t('family.registrations.pay')}
                </Button>
              ) : null}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}

interface RegistrationTableProps {
  registrations: FamilyRegistration[];
  /** The waiting list: its places owe nothing until a place is free, so no amounts owed are shown. */
  waiting?: boolean;
  title: string;
  empty: string;
  onEdit(registration: FamilyRegistration): void;
  onDelete(registration: FamilyRegistration): void;
}

function RegistrationTable({ registrations, waiting = false, title, empty, onEdit, onDelete }: RegistrationTableProps) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const columns: CardColumn<FamilyRegistration>[] = [
    { key: 'child', header: t('family.registrations.child'), render: (row) => row.people.display_name },
    { key: 'course', header: t('family.registrations.course'), render: (row) => localName(row.course, lang) },
    {
      key: 'week',
      header: t('family.registrations.week'),
      // Name, dates and the waiting position in one cell keep the table within a laptop's width.
      render: (row) => (
        <Stack component="span">
          <span>{localName(row.courseWeek, lang)}</span>
          {/* Whole dates, but the two may stack: the actions column beside them keeps its room. */}
          <Box component="span" sx={{ overflowWrap: 'break-word', color: 'text.secondary' }}>
            {weekDates(row.courseWeek)}
          </Box>
          {row.waiting_position ? (
            <Box component="span" sx={{ fontWeight: 600 }}>
              {t('family.registration.waiting_position', { position: row.waiting_position })}
            </Box>
          ) : null}
          {row.offer ? (
            <Box component="span" sx={{ fontWeight: 600, color: 'success.dark' }}>
              {t('offers.page.offered_until', { deadline: formatDateTime(row.offer.expires_at) })}
            </Box>
          ) : null}
          <WaitingTogether registration={row} all={registrations} />
        </Stack>
      ),
    },
    { key: 'day_type', header: t('family.registrations.day_type'), render: (row) => dayTypeLabel(row.course, row.day_type, lang, t), whole: true },
    {
      key: 'contacts',
      header: t('family.registrations.contacts'),
      render: (row) => (
        <Stack component="span">
          <PhoneLink phone={row.emergency_contact1_phone} />
          <PhoneLink phone={row.emergency_contact2_phone} />
        </Stack>
      ),
    },
    { key: 'price', header: t('family.registrations.price'), render: (row) => formatMoney(row.price), numeric: true },
    ...(waiting
      ? [{ key: 'owed', header: t('family.registrations.open'), render: () => t('family.registrations.waiting_owes_nothing') }]
      : [
          { key: 'payed', header: t('family.registrations.payed'), render: (row: FamilyRegistration) => formatMoney(row.payed_amount ?? 0), numeric: true },
          { key: 'open', header: t('family.registrations.open'), render: (row: FamilyRegistration) => formatMoney(row.open_amount), numeric: true },
        ]),
  ];
  return (
    <CardTable
      label={title}
      rows={registrations}
      rowKey={(row) => row.id}
      empty={empty}
      columns={columns}
      actions={{
        header: t('family.page.actions'),
        render: (row, layout) => {
          const names = { child: row.people.display_name, week: localName(row.courseWeek, lang) };
          return (
            <>
              <RowButton layout={layout} icon={<Edit />} text={t('family.page.edit')} label={t('family.registrations.edit', names)} onClick={() => onEdit(row)} disabled={!row.editable} />
              <RowButton layout={layout} icon={<Delete />} text={t('family.page.delete')} label={t('family.registrations.delete', names)} onClick={() => onDelete(row)} disabled={!row.editable} color="error" />
              {row.editable ? null : (
                // A width of its own: the actions column takes only its buttons' width and would break it after every word.
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block', whiteSpace: 'normal', width: layout === 'table' ? 180 : undefined, ml: 'auto' }}>
                  {t('family.page.closed')}
                </Typography>
              )}
            </>
          );
        },
      }}
    />
  );
}

/**
 * Siblings booked together for a week wait together (issue 36): they are offered places only when there are
 * enough for all of them, and a single free place goes to the next child on the list meanwhile.
 */
function WaitingTogether({ registration, all }: { registration: FamilyRegistration; all: FamilyRegistration[] }) {
  const { t } = useTranslation();
  if (!registration.is_waiting || registration.offer) return null;
  const together = all.filter(
    (other) => other.is_waiting && !other.offer && other.booking_id === registration.booking_id && other.courseWeek.id === registration.courseWeek.id,
  );
  if (together.length < 2) return null;
  return (
    <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>
      {t('offers.page.together', { count: together.length, children: formatList(together.map((other) => other.people.first_name), currentLanguage()) })}
    </Box>
  );
}

/** The confirm prompt before a cancellation, then the server's sentence as a notification, success or not. */
function CancelPrompt({ registration, onClose }: { registration: FamilyRegistration | null; onClose(): void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const cancel = useCancelRegistration();
  const lang = currentLanguage();
  const text = registration
    ? t(registration.is_waiting ? 'family.registrations.confirm_delete_waiting' : 'family.registrations.confirm_delete', {
        child: registration.people.display_name,
        week: localName(registration.courseWeek, lang),
        course: localName(registration.course, lang),
      })
    : '';
  const confirm = () => {
    if (!registration) return;
    cancel.mutate(registration.id, {
      onSuccess: ({ message }) => notify('success', message),
      onError: (error) => notify('error', error.message),
      onSettled: onClose,
    });
  };
  return <ConfirmDialog open={registration !== null} text={text} onConfirm={confirm} onClose={onClose} busy={cancel.isPending} />;
}
