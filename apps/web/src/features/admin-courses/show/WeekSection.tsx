import {
  formatDate,
  formatDateTime,
  localName,
  toLanguage,
  type Course,
  type CourseShow,
  type CourseShowRegistration,
  type CourseWeek,
  type CourseShowWeek,
} from '@app/domain';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutline';
import DeleteIcon from '@mui/icons-material/Delete';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import HealingIcon from '@mui/icons-material/Healing';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import MoreTimeIcon from '@mui/icons-material/MoreTime';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import {
  Accordion,
  Alert,
  AccordionDetails,
  AccordionSummary,
  Box,
  Button,
  Chip,
  IconButton,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
  useMediaQuery,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { PaidIcon } from '../../../components/PaidIcon';
import { ACTIONS_TABLE_SX } from '../../../components/list/RowActions';
import { dayTypeLabel } from '../weeks/api';

interface Column {
  key: string;
  header: string;
  cell: (row: CourseShowRegistration) => ReactNode;
  /** Names and short values (a date, the day type, yes or no) keep their words whole: answers give way. */
  whole?: boolean;
  /** Left out below ALL_COLUMNS_FROM, so that the others read whole at 1280 px beside the menu. */
  wide?: boolean;
}

/**
 * From this width (a laptop, beside the menu) the headers and tax codes keep their words whole too. On a
 * narrower window they break like the answers do: whole, they would push the actions out of view.
 */
const WHOLE_HEADERS_FROM = 1280;

/**
 * From this width every column of the specification is shown. Below it the columns least needed there wait
 * for a wider screen (as in the registration list), else whole headers and tax codes would not fit at
 * 1280 px: the sign-up date of participants and waiting list where the course's own questions need its room
 * (their order tells it), and in the deleted table what serves a week's attending children (emergency
 * phones, answers, photo consent).
 */
const ALL_COLUMNS_FROM = 1440;

type Kind = 'participants' | 'waiting_list' | 'deleted';

/**
 * One week of the course show page: name, dates, counts, the register button, and the three collapsible
 * tables (participants, waiting list, deleted with sign-up and sign-off times).
 */
export function WeekSection(props: {
  show: CourseShow;
  week: CourseWeek;
  rows: CourseShowWeek;
  canRegister: boolean;
  canDelete: boolean;
  /** May offer a free place by hand and extend an offer (issue 36): `peopleCourseWeekRegistration.update`. */
  canOffer: boolean;
  onRegister: () => void;
  onDelete: (row: CourseShowRegistration) => void;
  onOffer: (row: CourseShowRegistration) => void;
}) {
  const { show, week, rows } = props;
  const { t, i18n } = useTranslation();
  const lang = toLanguage(i18n.language);
  const course: Course = show.course;
  const c = (key: string) => t(`courseShow.columns.${key}`);
  const wholeHeaders = useMediaQuery(`(min-width:${WHOLE_HEADERS_FROM}px)`);
  const allColumns = useMediaQuery(`(min-width:${ALL_COLUMNS_FROM}px)`);
  const name = localName(week, lang);
  const customColumns: Column[] = (
    [
      ['custom_field', course.custom_field, course.custom_field_de, course.custom_field_it],
      ['custom_field_2', course.custom_field_2, course.custom_field_2_de, course.custom_field_2_it],
      ['custom_field_3', course.custom_field_3, course.custom_field_3_de, course.custom_field_3_it],
    ] as const
  ).flatMap(([key, on, de, it]) => (on ? [{ key, header: (lang === 'it' ? it : de) || de || key, cell: (row: CourseShowRegistration) => row[key] }] : []));

  const columns = (kind: Kind): Column[] => {
    const deleted = kind === 'deleted';
    const all: Column[] = [
      // One column for both names, last name first as in the registration list: two would need the width of
      // their headers, wider than most names.
      { key: 'child', header: c('child'), cell: (row) => `${row.child.last_name} ${row.child.first_name}`, whole: true },
      { key: 'tax', header: c('tax'), cell: (row) => row.child.tax, whole: wholeHeaders },
      { key: 'day_type', header: c('day_type'), cell: (row) => dayTypeLabel(t, course, row.day_type, lang), whole: true },
      { key: 'paid', header: c('paid'), cell: (row) => <PaidIcon payedAmount={row.payed_amount} price={row.price} /> },
      // The participants and the waiting list each hold one value of the flag, which their titles say.
      ...(deleted ? [{ key: 'waiting', header: c('waiting'), cell: (row: CourseShowRegistration) => (row.is_waiting ? t('courseShow.yes') : t('courseShow.no')), whole: true }] : []),
      {
        key: 'phones',
        header: c('phones'),
        // One whole number a line: the column needs the width of one number, not of both side by side.
        cell: (row) =>
          [row.emergency_contact1_phone, row.emergency_contact2_phone].filter(Boolean).map((phone, index) => (
            <Box key={index} component="span" sx={{ display: 'block', whiteSpace: 'nowrap' }}>
              {phone}
            </Box>
          )),
        wide: deleted,
      },
      ...(deleted
        ? [
            { key: 'signed_up', header: c('signed_up'), cell: (row: CourseShowRegistration) => formatDateTime(row.created_at), whole: true },
            { key: 'signed_off', header: c('signed_off'), cell: (row: CourseShowRegistration) => formatDateTime(row.deleted_at), whole: true },
          ]
        : [{ key: 'date', header: c('date'), cell: (row: CourseShowRegistration) => formatDate(row.created_at), whole: true, wide: customColumns.length > 0 }]),
      ...customColumns.map((column) => ({ ...column, wide: deleted })),
      ...(show.photo_privacy
        ? [{ key: 'photo_consent', header: c('photo_consent'), cell: (row: CourseShowRegistration) => (row.photo_consent ? t('courseShow.yes') : t('courseShow.no')), whole: true, wide: deleted }]
        : []),
    ];
    return all.filter((column) => allColumns || !column.wide);
  };

  const childName = (row: CourseShowRegistration) => `${row.child.first_name} ${row.child.last_name}`;
  // A waiting child: its open offer's deadline and "extend", or "offer" while the week has a place free.
  const offerActions = (row: CourseShowRegistration) => (
    <>
      {row.offer ? (
        // A width of its own: the actions column takes only its buttons' width and would break it after every word.
        <Typography variant="caption" sx={{ fontWeight: 600, color: 'success.dark', whiteSpace: 'normal', width: 150 }}>
          {t('offersOffice.week.offered_until', { deadline: formatDateTime(row.offer.expires_at) })}
          {row.offer.reminded_at ? ` (${t('offersOffice.reminded')})` : ''}
        </Typography>
      ) : null}
      {props.canOffer && (row.offer || week.free_places > 0) ? (
        <IconButton
          size="small"
          aria-label={`${t(row.offer ? 'offersOffice.extend' : 'offersOffice.offer')}: ${childName(row)}`}
          title={t(row.offer ? 'offersOffice.extend' : 'offersOffice.offer')}
          onClick={() => props.onOffer(row)}
        >
          {row.offer ? <MoreTimeIcon fontSize="small" /> : <EventAvailableIcon fontSize="small" />}
        </IconButton>
      ) : null}
    </>
  );

  const rowActions = (row: CourseShowRegistration, kind: Kind) => (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      {kind === 'waiting_list' ? offerActions(row) : null}
      {row.comment ? (
        <Tooltip title={t('courseShow.comment_tooltip', { comment: row.comment })}>
          <Box component="span" tabIndex={0} role="img" aria-label={t('courseShow.comment_tooltip', { comment: row.comment })} sx={{ display: 'inline-flex' }}>
            <ChatBubbleOutlineIcon fontSize="small" color="action" />
          </Box>
        </Tooltip>
      ) : null}
      {show.health && row.health_erased_at ? (
        <HealthTip text={t('registrations.fields.health_erased', { date: formatDate(row.health_erased_at) })} />
      ) : null}
      {show.health && (row.medicaments || row.incompatibilities || row.allergies) ? (
        <HealthTip
          text={t('courseShow.health_tooltip', {
            medicaments: row.medicaments ?? '-',
            incompatibilities: row.incompatibilities ?? '-',
            allergies: row.allergies ?? '-',
          })}
        />
      ) : null}
      {kind !== 'deleted' && props.canDelete ? (
        <IconButton size="small" aria-label={`${t('admin.delete')}: ${row.child.first_name} ${row.child.last_name}`} onClick={() => props.onDelete(row)}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      ) : null}
    </Stack>
  );

  const table = (kind: Kind, list: CourseShowRegistration[]) => (
    <Accordion defaultExpanded={kind === 'participants'} disableGutters variant="outlined">
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography sx={{ fontWeight: 500 }}>{t(`courseShow.${kind}`, { count: list.length })}</Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ p: 0 }}>
        {list.length === 0 ? (
          <Box sx={{ p: 2, color: 'text.secondary' }}>{t('admin.no_data')}</Box>
        ) : (
          <TableContainer>
            <Table size="small" aria-label={`${name}: ${t(`courseShow.${kind}`, { count: list.length })}`} sx={ACTIONS_TABLE_SX}>
              <TableHead>
                <TableRow>
                  {/* "Bezahlt", not "Beza/hlt", where there is room for it. */}
                  {columns(kind).map((column) => (
                    <TableCell key={column.key} data-whole-words={wholeHeaders ? '' : undefined}>
                      {column.header}
                    </TableCell>
                  ))}
                  <TableCell data-actions-cell="">{t('admin.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {list.map((row) => (
                  <TableRow key={row.id} hover>
                    {columns(kind).map((column) => (
                      <TableCell key={column.key} data-whole-words={column.whole ? '' : undefined}>
                        {column.cell(row)}
                      </TableCell>
                    ))}
                    <TableCell data-actions-cell="">{rowActions(row, kind)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </AccordionDetails>
    </Accordion>
  );

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={name}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2">
          {name}
        </Typography>
        <Chip size="small" label={`${formatDate(week.from)} - ${formatDate(week.to)}`} />
        <Typography variant="body2">{t('courseShow.registered', { count: week.registered, max: week.max_participants })}</Typography>
        <Typography variant="body2">{t('courseShow.waiting', { count: week.waiting, max: week.waiting_list })}</Typography>
        {week.offered > 0 ? <Typography variant="body2">{t('offersOffice.week.offered', { count: week.offered })}</Typography> : null}
        <Box sx={{ flexGrow: 1 }} />
        {props.canRegister ? (
          <Button variant="contained" size="small" startIcon={<PersonAddIcon />} onClick={props.onRegister}>
            {t('courseShow.register_child')}
          </Button>
        ) : null}
      </Stack>
      {week.free_places > 0 && rows.waiting_queue_participants.some((row) => !row.offer) ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('offersOffice.week.free_waiting', {
            free: t('offersOffice.week.free', { count: week.free_places }),
            waiting: t('offersOffice.week.waiting', { count: rows.waiting_queue_participants.filter((row) => !row.offer).length }),
          })}
        </Alert>
      ) : null}
      <Stack spacing={1}>
        {table('participants', rows.registered_participants)}
        {table('waiting_list', rows.waiting_queue_participants)}
        {table('deleted', rows.deleted_participants)}
      </Stack>
    </Paper>
  );
}

/** Focusable, so the answers open by keyboard too, and named by them, not by the column, for a screen reader. */
function HealthTip({ text }: { text: string }) {
  return (
    <Tooltip title={text}>
      <Box component="span" tabIndex={0} role="img" aria-label={text} sx={{ display: 'inline-flex' }}>
        <HealingIcon fontSize="small" color="warning" />
      </Box>
    </Tooltip>
  );
}
