import { formatDate, formatDateTime, formatMoney, sumMoney, type StatementLine } from '@app/domain';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import LinkIcon from '@mui/icons-material/Link';
import ThumbUpIcon from '@mui/icons-material/ThumbUp';
import { Box, Button, Chip, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ResourceList } from '../../components/list/ResourceList';
import type { RowAction } from '../../components/list/RowActions';
import { Page } from '../../components/Page';
import { useTranslation } from '../../lib/i18n';
import { useNotify } from '../../lib/notifications';
import { assignLine, confirmLines, confirmMatchedLines, csvMappingsQuery, ignoreLine, STATEMENT_LINES_ENDPOINT } from './api';
import { AssignDialog } from './AssignDialog';
import { CsvMappings } from './CsvMappings';
import { IgnoreDialog } from './IgnoreDialog';
import { StatementUpload } from './StatementUpload';

/** The review tabs, each a filter of the list: open lines by how they were matched, then the decided ones. */
const TABS = {
  reference: { state: 'open', match: 'reference' },
  proposal: { state: 'open', match: 'proposal' },
  none: { state: 'open', match: 'none' },
  booked: { state: 'booked' },
  ignored: { state: 'ignored' },
} as const satisfies Record<string, Record<string, string>>;
type TabKey = keyof typeof TABS;

const tabOf = (filters: Record<string, string>): TabKey =>
  (Object.keys(TABS) as TabKey[]).find((key) => Object.entries(TABS[key]).every(([name, value]) => filters[name] === value) && Object.keys(filters).length === Object.keys(TABS[key]).length) ?? 'reference';

type Pending = { kind: 'confirm'; line: StatementLine } | { kind: 'ignore'; line: StatementLine } | { kind: 'assign'; line: StatementLine } | { kind: 'all' };

/** What the bookings of a line still owe together. */
const openTotal = (line: StatementLine) => sumMoney(line.bookings.map((booking) => booking.open_total));
/** Money that never breaks across lines: `1.234,50 €` stays whole in a narrow column. */
const Amount = ({ value }: { value: number }) => (
  <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
    {formatMoney(value)}
  </Box>
);

/**
 * Bank statements (issue 25 part 3, decision 023): upload a CAMT.053 or CSV statement, review its credit lines
 * (matched by reference, proposed by amount and name, unmatched) and book them onto their bookings, or set them
 * aside; booked and set-aside lines stay listed with who decided.
 */
export function StatementsPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Pending | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['list', STATEMENT_LINES_ENDPOINT] });
  const done = async ({ message }: { message: string }) => {
    notify('success', message);
    setPending(null);
    await refresh();
  };

  const confirm = useMutation({ mutationFn: (ids: number[]) => confirmLines(ids), onSuccess: done, onError: () => setPending(null) });
  const confirmAll = useMutation({ mutationFn: confirmMatchedLines, onSuccess: done, onError: () => setPending(null) });
  const ignore = useMutation({ mutationFn: ({ id, reason }: { id: number; reason: string }) => ignoreLine(id, reason), onSuccess: done });
  const assign = useMutation({ mutationFn: ({ id, reference }: { id: number; reference: string }) => assignLine(id, reference), onSuccess: done });

  // Each booking on a line of its own; each child once, with its number of weeks when more than one.
  const bookingText = (line: StatementLine) => {
    if (line.bookings.length === 0) return '–';
    return (
      <Stack spacing={0.5}>
        {line.bookings.map(({ id, reference, children, open_total }) => (
          <span key={id}>
            {children.length > 0
              ? t('statements.booking', {
                  reference,
                  children: children.map((child) => (child.weeks > 1 ? t('statements.child_weeks', { name: child.name, count: child.weeks }) : child.name)).join(', '),
                  open: formatMoney(open_total),
                })
              : t('statements.booking_no_children', { reference })}
          </span>
        ))}
      </Stack>
    );
  };

  const actions = (line: StatementLine): RowAction[] => {
    if (line.state !== 'open') return [];
    const book = (): RowAction[] => {
      if (line.bookings.length === 0) return [];
      const proposal = line.match === 'proposal';
      return [
        {
          key: 'confirm',
          label: t(proposal ? 'statements.actions.accept' : 'statements.actions.confirm'),
          icon: proposal ? <ThumbUpIcon fontSize="small" /> : <CheckCircleIcon fontSize="small" />,
          // An overpayment is booked only after the person saw that the rest is to be paid back.
          onClick: () => (line.overpaid ? setPending({ kind: 'confirm', line }) : confirm.mutate([line.id])),
        },
      ];
    };
    return [
      ...book(),
      { key: 'assign', label: t('statements.actions.assign'), icon: <LinkIcon fontSize="small" />, onClick: () => setPending({ kind: 'assign', line }) },
      { key: 'ignore', label: t('statements.actions.ignore'), icon: <BlockIcon fontSize="small" />, onClick: () => setPending({ kind: 'ignore', line }) },
    ];
  };

  const question =
    pending?.kind === 'all'
      ? t('statements.confirm_all_question')
      : pending?.kind === 'confirm'
        ? t('statements.confirm_overpaid_question', {
            open: formatMoney(openTotal(pending.line)),
            rest: formatMoney(sumMoney([pending.line.amount, -openTotal(pending.line)])),
          })
        : '';

  return (
    <Page
      title={t('statements.title')}
      width="lg"
      actions={
        <Button variant="outlined" startIcon={<DoneAllIcon />} onClick={() => setPending({ kind: 'all' })}>
          {t('statements.actions.confirm_all')}
        </Button>
      }
    >
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t('statements.intro')}
      </Typography>
      <StatementUpload
        onImported={(message) => {
          notify('success', message);
          void refresh();
          // An import with a chosen mapping remembered it.
          void queryClient.invalidateQueries({ queryKey: csvMappingsQuery.queryKey });
        }}
      />
      <CsvMappings />
      <ResourceList<StatementLine>
        endpoint={STATEMENT_LINES_ENDPOINT}
        allRows={false}
        initial={{ filters: { ...TABS.reference } }}
        columns={[
          { key: 'booked_on', header: t('statements.fields.booked_on'), render: (line) => formatDate(line.booked_on), minWidth: 110 },
          {
            key: 'amount',
            header: t('statements.fields.amount'),
            minWidth: 120,
            render: (line) => (
              <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                <Amount value={line.amount} />
                {line.overpaid ? <Chip size="small" color="warning" label={t('statements.overpaid', { open: formatMoney(openTotal(line)) })} /> : null}
                {line.refund ? (
                  <Chip
                    size="small"
                    color={line.refund.refunded_at ? 'default' : 'warning'}
                    label={
                      line.refund.refunded_at
                        ? t('statements.refund_done', { amount: formatMoney(line.refund.amount), date: formatDate(line.refund.refunded_at) })
                        : t('statements.refund_open', { amount: formatMoney(line.refund.amount) })
                    }
                  />
                ) : null}
              </Stack>
            ),
          },
          { key: 'payer', header: t('statements.fields.payer'), render: (line) => line.payer ?? '' },
          {
            key: 'remittance',
            header: t('statements.fields.remittance'),
            sortable: false,
            render: (line) => (
              <>
                {line.remittance ?? ''}
                {line.ignore_reason ? (
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                    {t('statements.ignored_because', { reason: line.ignore_reason })}
                  </Typography>
                ) : null}
              </>
            ),
          },
          { key: 'booking', header: t('statements.fields.booking'), sortable: false, render: bookingText },
          {
            key: 'decided_at',
            header: t('statements.fields.decided_at'),
            hideBelow: 1200,
            render: (line) => (line.decided_at ? t('statements.decided_by', { date: formatDateTime(line.decided_at), name: line.decided_by_name ?? '–' }) : ''),
          },
        ]}
        rowLabel={(line) => `${formatDate(line.booked_on)} ${formatMoney(line.amount)} ${line.payer ?? ''}`}
        filterControls={(filters, setFilters) => (
          <Tabs
            value={tabOf(filters)}
            onChange={(_event, key: TabKey) => setFilters({ ...TABS[key] })}
            variant="scrollable"
            allowScrollButtonsMobile
            aria-label={t('statements.title')}
            // The toolbar takes the width of what it holds: on a phone the tabs scroll within the card instead of widening it.
            sx={{ maxWidth: { xs: 'calc(100vw - 64px)', sm: '100%' } }}
          >
            {(Object.keys(TABS) as TabKey[]).map((key) => (
              <Tab key={key} value={key} label={t(`statements.tabs.${key}`)} />
            ))}
          </Tabs>
        )}
        rowActions={(line) => actions(line)}
      />
      {pending && (pending.kind === 'all' || pending.kind === 'confirm') ? (
        <ConfirmDialog
          open
          text={question}
          busy={confirm.isPending || confirmAll.isPending}
          onClose={() => setPending(null)}
          onConfirm={() => (pending.kind === 'all' ? confirmAll.mutate() : confirm.mutate([pending.line.id]))}
        />
      ) : null}
      {pending?.kind === 'ignore' ? (
        <IgnoreDialog onClose={() => setPending(null)} onIgnore={async (reason) => void (await ignore.mutateAsync({ id: pending.line.id, reason }))} />
      ) : null}
      {pending?.kind === 'assign' ? (
        <AssignDialog onClose={() => setPending(null)} onAssign={async (reference) => void (await assign.mutateAsync({ id: pending.line.id, reference }))} />
      ) : null}
    </Page>
  );
}
