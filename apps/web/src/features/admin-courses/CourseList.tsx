import { type CourseListItem, formatDate, localName, toLanguage } from '@app/domain';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import ToggleOffOutlinedIcon from '@mui/icons-material/ToggleOffOutlined';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Box, Chip, Link, MenuItem, TextField } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ResourceList } from '../../components/list/ResourceList';
import { Page } from '../../components/Page';
import { useNotify } from '../../lib/notifications';
import { useSession } from '../../lib/session';
import { changeCourseActive, COURSE_ENDPOINT, COURSE_LIST, COURSE_LIST_PATH, copyCourse } from './api';

/** Specification, section 9: the year filter starts at 2022; it reaches next year, whose courses are planned now. */
const FIRST_YEAR = 2022;
const STATUS_CHOICES = [
  { value: '1', label: 'status_active' },
  { value: '0', label: 'status_inactive' },
  { value: '', label: 'status_all' },
] as const;

type Action = 'copy' | 'switch';

/** A filter select; the empty choice removes the filter from the query. */
function FilterSelect({ id, label, value, choices, onChange }: { id: string; label: string; value: string; choices: { value: string; label: string }[]; onChange(value: string): void }) {
  return (
    <TextField
      id={id}
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      // The empty choice ("all") is a real choice here: shown as its text, not as an empty field.
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 150 }}
    >
      {choices.map((choice) => (
        <MenuItem key={choice.value} value={choice.value}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The course list (back-office specification, section 2): starts with the active courses only. */
export function CourseList() {
  const { t, i18n } = useTranslation();
  const { can } = useSession();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<{ action: Action; course: CourseListItem } | null>(null);
  const named = (row: { name: string; name_it: string }) => localName(row, toLanguage(i18n.language));
  const text = (key: string, options?: Record<string, string>) => t(`courseForm.list.${key}`, options);

  const action = useMutation({
    mutationFn: ({ action: kind, course }: { action: Action; course: CourseListItem }) => (kind === 'copy' ? copyCourse(course.id) : changeCourseActive(course.id)),
    onSuccess: async ({ message }) => {
      notify('success', message);
      setPending(null);
      await queryClient.invalidateQueries({ queryKey: COURSE_LIST });
    },
    onError: () => setPending(null),
  });

  const currentYear = new Date().getFullYear();
  const years = Array.from({ length: currentYear + 1 - FIRST_YEAR + 1 }, (_, index) => String(currentYear + 1 - index));

  const confirmText = (() => {
    if (!pending) return '';
    const name = named(pending.course);
    if (pending.action === 'copy') return text('confirm_copy', { name });
    return text(pending.course.active ? 'confirm_deactivate' : 'confirm_activate', { name });
  })();

  return (
    <Page title={t('course.title')} width="lg">
      <ResourceList<CourseListItem>
        endpoint={COURSE_ENDPOINT}
        initial={{ sorting: [{ id: 'year', desc: true }, { id: 'name', desc: false }], filters: { active: '1' } }}
        filterControls={(filters, setFilters) => {
          // An empty choice leaves its parameter out of the query: all courses, or all years.
          const set = (key: string, value: string) => {
            const next = { ...filters, [key]: value };
            if (!value) delete next[key];
            setFilters(next);
          };
          return (
            <>
              <FilterSelect
                id="course-filter-active"
                label={text('status')}
                value={filters.active ?? ''}
                choices={STATUS_CHOICES.map((choice) => ({ value: choice.value, label: text(choice.label) }))}
                onChange={(value) => set('active', value)}
              />
              <FilterSelect
                id="course-filter-year"
                label={t('course.fields.year')}
                value={filters.year ?? ''}
                choices={[{ value: '', label: text('year_all') }, ...years.map((year) => ({ value: year, label: year }))]}
                onChange={(value) => set('year', value)}
              />
            </>
          );
        }}
        columns={[
          {
            key: i18n.language === 'it' ? 'name_it' : 'name',
            header: text('name'),
            // The course's page (registrations per week) comes with a later issue; the link is there already.
            render: (row) => (
              <Link component={RouterLink} to={`${COURSE_LIST_PATH}/${row.id}/show`}>
                {named(row)}
              </Link>
            ),
          },
          { key: 'location_name', header: text('location'), render: (row) => (row.location ? named(row.location) : '') },
          { key: 'course_type_name', header: text('course_type'), render: (row) => (row.course_type ? named(row.course_type) : '') },
          {
            key: 'from',
            header: text('period'),
            // A date is never broken; the period wraps after the dash when the column is narrow.
            render: (row) =>
              row.from || row.to ? (
                <span>
                  <Box component="span" sx={{ whiteSpace: 'nowrap' }}>{`${formatDate(row.from)} –`}</Box>{' '}
                  <Box component="span" sx={{ whiteSpace: 'nowrap' }}>{formatDate(row.to)}</Box>
                </span>
              ) : (
                ''
              ),
          },
          { key: 'year', header: t('course.fields.year') },
          { key: 'week_count', header: text('weeks') },
          {
            key: 'active',
            header: t('course.fields.active'),
            render: (row) => <Chip size="small" label={text(row.active ? 'active' : 'inactive')} color={row.active ? 'success' : 'default'} variant={row.active ? 'filled' : 'outlined'} />,
          },
        ]}
        rowLabel={named}
        create={{ path: `${COURSE_LIST_PATH}/create`, permission: 'course.create', label: t('course.create') }}
        edit={{ path: (row) => `${COURSE_LIST_PATH}/${row.id}`, permission: 'course.update' }}
        remove={{ permission: 'course.delete' }}
        rowActions={(row) => [
          ...(can('course.view')
            ? [{ key: 'show', label: text('show'), icon: <VisibilityIcon fontSize="small" />, to: `${COURSE_LIST_PATH}/${row.id}/show` }]
            : []),
          ...(can('course.create')
            ? [{ key: 'copy', label: text('copy'), icon: <ContentCopyIcon fontSize="small" />, onClick: () => setPending({ action: 'copy', course: row }) }]
            : []),
          ...(can('course.update')
            ? [
                {
                  key: 'switch',
                  label: text(row.active ? 'deactivate' : 'activate'),
                  icon: row.active ? <ToggleOnIcon fontSize="small" color="success" /> : <ToggleOffOutlinedIcon fontSize="small" />,
                  onClick: () => setPending({ action: 'switch', course: row }),
                },
              ]
            : []),
        ]}
      />
      <ConfirmDialog
        open={pending !== null}
        text={confirmText}
        busy={action.isPending}
        onConfirm={() => pending && action.mutate(pending)}
        onClose={() => setPending(null)}
      />
    </Page>
  );
}
