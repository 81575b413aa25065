import { formatDateTime, HEALTH_ACCESS_ACTIONS, type HealthAccessLogItem } from '@app/domain';
import ChildCareIcon from '@mui/icons-material/ChildCare';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import { Chip, MenuItem, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { ResourceList } from '../../components/list/ResourceList';
import { DateFilter } from '../../components/form/PickerInputs';
import { Page } from '../../components/Page';
import { HEALTH_ACCESS_LOG_ENDPOINT } from './api';

type Filters = Record<string, string>;

/**
 * Who saw, exported or changed which child's health data, newest first (decision 020). The account and the
 * child are filtered from a row ("only this child"): the log holds ids, and a name may belong to a deleted
 * record; the search finds names and e-mail addresses.
 */
export function HealthAccessLogList() {
  const { t } = useTranslation();
  const field = (name: string) => t(`healthLog.fields.${name}`);
  // The names of the account and child filtered on, as the row showed them (the filter itself is the id).
  const [names, setNames] = useState<Filters>({});
  const userName = (row: HealthAccessLogItem) => row.user_name ?? t('healthLog.deleted_user', { id: row.user_id });
  const childName = (row: HealthAccessLogItem) => row.child_name ?? t('healthLog.deleted_child', { id: row.child_id });

  const set = (filters: Filters, setFilters: (filters: Filters) => void, key: string, value: string) => {
    const next = { ...filters, [key]: value };
    if (!value) delete next[key];
    setFilters(next);
  };
  const idChip = (filters: Filters, setFilters: (filters: Filters) => void, key: 'user' | 'child') =>
    filters[key] ? (
      <Chip
        label={t(`healthLog.filter_${key}`, { name: names[key] ?? `#${filters[key]}` })}
        onDelete={() => set(filters, setFilters, key, '')}
      />
    ) : null;
  const day = (filters: Filters, setFilters: (filters: Filters) => void, key: 'from' | 'to') => (
    <DateFilter label={field(key)} value={filters[key] ?? ''} onChange={(value) => set(filters, setFilters, key, value)} />
  );

  return (
    <Page title={t('healthLog.title')} width="lg">
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t('healthLog.intro')}
      </Typography>
      <ResourceList<HealthAccessLogItem>
        endpoint={HEALTH_ACCESS_LOG_ENDPOINT}
        initial={{ sorting: [{ id: 'at', desc: true }] }}
        columns={[
          { key: 'at', header: field('at'), render: (row) => formatDateTime(row.at), minWidth: 150 },
          { key: 'user_name', header: field('user_name'), render: userName },
          { key: 'child_name', header: field('child_name'), render: childName },
          { key: 'action', header: field('action'), render: (row) => (row.person_name ? `${t(`healthLog.actions.${row.action}`)}: ${row.person_name}` : t(`healthLog.actions.${row.action}`)) },
        ]}
        rowLabel={(row) => `${childName(row)}, ${formatDateTime(row.at)}`}
        filterControls={(filters, setFilters) => (
          <>
            <TextField
              select
              size="small"
              label={field('action')}
              value={filters.action ?? ''}
              onChange={(event) => set(filters, setFilters, 'action', event.target.value)}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              sx={{ minWidth: 160 }}
            >
              <MenuItem value="">{t('healthLog.all_actions')}</MenuItem>
              {HEALTH_ACCESS_ACTIONS.map((action) => (
                <MenuItem key={action} value={action}>
                  {t(`healthLog.actions.${action}`)}
                </MenuItem>
              ))}
            </TextField>
            {day(filters, setFilters, 'from')}
            {day(filters, setFilters, 'to')}
            {idChip(filters, setFilters, 'user')}
            {idChip(filters, setFilters, 'child')}
          </>
        )}
        rowActions={(row, { filters, setFilters }) => [
          {
            key: 'only-user',
            label: t('healthLog.only_user'),
            icon: <PersonSearchIcon fontSize="small" />,
            onClick: () => {
              setNames((current) => ({ ...current, user: userName(row) }));
              setFilters({ ...filters, user: String(row.user_id) });
            },
          },
          {
            key: 'only-child',
            label: t('healthLog.only_child'),
            icon: <ChildCareIcon fontSize="small" />,
            onClick: () => {
              setNames((current) => ({ ...current, child: childName(row) }));
              setFilters({ ...filters, child: String(row.child_id) });
            },
          },
        ]}
      />
    </Page>
  );
}
