import { EMAIL_STATUSES, formatDateTime, type EmailLogListItem } from '@app/domain';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from '../../lib/i18n';
import { ResourceList } from '../../components/list/ResourceList';
import { Page } from '../../components/Page';
import { EMAIL_LOG_ENDPOINT } from './api';
import { EmailStatusChip } from './EmailStatusChip';

/** Every e-mail the application wrote, newest first (back-office specification, e-mail log list). */
export function EmailLogList() {
  const { t } = useTranslation();
  const field = (name: string) => t(`emailLog.fields.${name}`);
  return (
    <Page title={t('emailLog.title')} width="lg">
      <ResourceList<EmailLogListItem>
        endpoint={EMAIL_LOG_ENDPOINT}
        initial={{ sorting: [{ id: 'created_at', desc: true }] }}
        columns={[
          { key: 'to', header: field('to') },
          { key: 'created_at', header: field('created_at'), render: (row) => formatDateTime(row.created_at) },
          { key: 'subject', header: field('subject') },
          { key: 'status', header: field('status'), render: (row) => <EmailStatusChip status={row.status} /> },
        ]}
        rowLabel={(row) => row.subject}
        filterControls={(filters, setFilters) => (
          <TextField
            select
            size="small"
            label={field('status')}
            value={filters.status ?? ''}
            onChange={(event) => setFilters({ ...filters, status: event.target.value })}
            sx={{ minWidth: 160 }}
          >
            <MenuItem value="">{t('emailLog.all_states')}</MenuItem>
            {EMAIL_STATUSES.map((status) => (
              <MenuItem key={status} value={status}>
                {t(`emailLog.status.${status}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
        rowActions={(row) => [{ key: 'show', label: t('emailLog.show'), icon: <VisibilityIcon fontSize="small" />, to: `/be/emailLogs/${row.id}` }]}
      />
    </Page>
  );
}
