import { formatDate, formatMoney, localName, toLanguage, type Course, type CourseWeek, type Language, type WeekState } from '@app/domain';
import AddIcon from '@mui/icons-material/Add';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type ChipProps,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type TFunction, useTranslation } from '../../../lib/i18n';
import { useId, useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Loading } from '../../../components/Loading';
import { useNotify } from '../../../lib/notifications';
import { RESPONSIVE_BREAKPOINT } from '../../../lib/theme';
import { useSession } from '../../../lib/session';
import { courseQuery, dayTypeLabel, deleteWeek } from './api';
import { WeekDialog, type WeekDialogMode } from './WeekDialog';

const STATE_COLORS: Record<WeekState, ChipProps['color']> = {
  open: 'success',
  waiting_list: 'warning',
  full: 'error',
  before_registration: 'default',
  wish_phase: 'info',
  after_registration: 'default',
};

interface Column {
  key: string;
  header: string;
  render(week: CourseWeek): ReactNode;
  numeric?: boolean;
  /** Long texts break into lines; the numbers and dates of the other columns never do. */
  wraps?: boolean;
}

/**
 * The weeks of a saved course, in the course form: every week with its prices, dates and availability, and
 * (with course.update) adding, editing, duplicating and deleting them in the week dialog.
 */
export function CourseWeeks({ courseId }: { courseId: number }) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const { can } = useSession();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const wide = useMediaQuery(`(min-width:${RESPONSIVE_BREAKPOINT}px)`);
  const headingId = useId();
  const course = useQuery(courseQuery(courseId));
  const [dialog, setDialog] = useState<WeekDialogMode | null>(null);
  const [toDelete, setToDelete] = useState<CourseWeek | null>(null);
  const editable = can('course.update');

  const deletion = useMutation({
    mutationFn: (week: CourseWeek) => deleteWeek(week.id),
    onSuccess: ({ message }) => {
      notify('success', message);
      void queryClient.invalidateQueries({ queryKey: courseQuery(courseId).queryKey });
    },
    // A refusal (409: the week has registrations) is announced with the server's message by the query client.
    onSettled: () => setToDelete(null),
  });

  if (course.isPending) return <Loading />;
  if (course.isError) return <Alert severity="error">{t('admin.loading_failed')}</Alert>;

  const weeks = course.data.course_weeks;
  const columns = weekColumns(t, course.data, language);
  const actions = (week: CourseWeek) => {
    const name = localName(week, language);
    const action = (label: string, icon: ReactNode, onClick: () => void) => (
      <IconButton onClick={onClick} aria-label={`${label}: ${name}`} title={label} size="small">
        {icon}
      </IconButton>
    );
    return (
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        {action(t('admin.edit'), <EditIcon fontSize="small" />, () => setDialog({ kind: 'edit', week }))}
        {action(t('weekForm.duplicate'), <ContentCopyIcon fontSize="small" />, () => setDialog({ kind: 'duplicate', week }))}
        {action(t('admin.delete'), <DeleteIcon fontSize="small" />, () => setToDelete(week))}
      </Stack>
    );
  };

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('course.week.title')}
        </Typography>
        {editable ? (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ kind: 'create' })}>
            {t('course.week.create')}
          </Button>
        ) : null}
      </Stack>

      {weeks.length === 0 ? (
        <Typography sx={{ p: 2, textAlign: 'center', color: 'text.secondary' }}>{t('weekForm.empty')}</Typography>
      ) : wide ? (
        <TableContainer>
          {/* Nine columns and the actions fit the course form's 900 px page only with narrow cell padding. */}
          <Table size="small" aria-labelledby={headingId} sx={{ '& .MuiTableCell-root': { px: 1 } }}>
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell key={column.key} align={column.numeric ? 'right' : 'left'}>
                    {column.header}
                  </TableCell>
                ))}
                {editable ? <TableCell align="right">{t('admin.actions')}</TableCell> : null}
              </TableRow>
            </TableHead>
            <TableBody>
              {weeks.map((week) => (
                <TableRow key={week.id} hover>
                  {columns.map((column) => (
                    <TableCell key={column.key} align={column.numeric ? 'right' : 'left'} sx={column.wraps ? { minWidth: 90 } : { whiteSpace: 'nowrap' }}>
                      {column.render(week)}
                    </TableCell>
                  ))}
                  {editable ? <TableCell align="right">{actions(week)}</TableCell> : null}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : (
        <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-labelledby={headingId}>
          {weeks.map((week) => (
            <Card key={week.id} component="li" variant="outlined">
              <CardContent sx={{ pb: 1 }}>
                <Typography variant="subtitle1" component="h3" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
                  {localName(week, language)}
                </Typography>
                <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(110px, auto) 1fr', columnGap: 2, rowGap: 0.5 }}>
                  {columns
                    .filter((column) => column.key !== 'name')
                    .map((column) => (
                      <Box key={column.key} sx={{ display: 'contents' }}>
                        <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                          {column.header}
                        </Typography>
                        <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                          {column.render(week)}
                        </Typography>
                      </Box>
                    ))}
                </Box>
                {editable ? <Box sx={{ mt: 1 }}>{actions(week)}</Box> : null}
              </CardContent>
            </Card>
          ))}
        </Stack>
      )}

      {dialog ? <WeekDialog course={course.data} mode={dialog} onClose={() => setDialog(null)} /> : null}
      <ConfirmDialog
        open={toDelete !== null}
        text={toDelete ? t('admin.confirm_delete', { name: localName(toDelete, language) }) : ''}
        busy={deletion.isPending}
        onConfirm={() => toDelete && deletion.mutate(toDelete)}
        onClose={() => setToDelete(null)}
      />
    </Box>
  );
}

function weekColumns(t: TFunction, course: Course, language: Language): Column[] {
  const price = (offered: boolean, amount: number | null) =>
    offered ? formatMoney(amount) : <Box component="span" sx={{ color: 'text.secondary' }}>{t('weekForm.not_offered')}</Box>;
  return [
    { key: 'name', header: t('weekForm.name'), render: (week) => localName(week, language), wraps: true },
    { key: 'from', header: t('course.week.fields.from'), render: (week) => formatDate(week.from) },
    { key: 'to', header: t('course.week.fields.to'), render: (week) => formatDate(week.to) },
    {
      key: 'price_half_day',
      header: t('weekForm.price_of', { label: dayTypeLabel(t, course, 'half_day', language) }),
      render: (week) => price(week.half_day, week.price_half_day),
      numeric: true,
    },
    {
      key: 'price',
      header: t('weekForm.price_of', { label: dayTypeLabel(t, course, 'full_day', language) }),
      render: (week) => price(week.full_day, week.price),
      numeric: true,
    },
    { key: 'registered', header: t('weekForm.registered'), render: (week) => `${week.registered} / ${week.max_participants}`, numeric: true },
    { key: 'waiting', header: t('weekForm.waiting'), render: (week) => `${week.waiting} / ${week.waiting_list}`, numeric: true },
    {
      key: 'state',
      header: t('course.week.fields.state'),
      render: (week) => {
        const state = week.full ? 'full' : week.state;
        return (
          <Chip
            size="small"
            color={STATE_COLORS[state]}
            label={t(`course.week.states.${state}`)}
            sx={{ height: 'auto', minHeight: 24, '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
          />
        );
      },
      wraps: true,
    },
  ];
}
