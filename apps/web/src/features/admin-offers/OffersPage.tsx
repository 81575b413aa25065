import { formatDate, formatDateTime, localName, OFFER_FILTERS, type OfferListItem } from '@app/domain';
import { MoreTime, Visibility } from '@mui/icons-material';
import { MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { ResourceList } from '../../components/list/ResourceList';
import { Page } from '../../components/Page';
import { currentLanguage, useTranslation } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { OFFERS_ENDPOINT } from './api';
import { OfferDialog } from './OfferDialog';

/**
 * /be/offers (issue 36): every place offered from a waiting list, the deadlines coming first, filtered by what
 * became of it (open at first, or expiring within 12 hours); an open offer's deadline can be moved.
 */
export function OffersPage() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const { can } = useSession();
  const [extending, setExtending] = useState<OfferListItem | null>(null);
  const field = (name: string) => t(`offersOffice.fields.${name}`);
  return (
    <Page title={t('offersOffice.title')} width="lg">
      <ResourceList<OfferListItem>
        endpoint={OFFERS_ENDPOINT}
        initial={{ sorting: [{ id: 'expires_at', desc: false }], filters: { state: 'open' } }}
        columns={[
          { key: 'child', header: field('child'), sortable: true, render: (row) => `${row.child.first_name} ${row.child.last_name}` },
          { key: 'parent', header: field('parent'), render: (row) => row.parent?.name ?? '' },
          {
            key: 'week',
            header: field('week'),
            sortable: true,
            render: (row) => `${localName(row.course, lang)}, ${localName(row.week, lang)} (${formatDate(row.week.from)} - ${formatDate(row.week.to)})`,
          },
          { key: 'offered_at', header: field('offered_at'), sortable: true, render: (row) => formatDateTime(row.offered_at), minWidth: 150 },
          { key: 'expires_at', header: field('expires_at'), sortable: true, render: (row) => formatDateTime(row.expires_at), minWidth: 150 },
          {
            key: 'outcome',
            header: field('outcome'),
            render: (row) => [t(`offersOffice.outcome.${row.outcome}`), ...(row.reminded_at && row.outcome === 'open' ? [t('offersOffice.reminded')] : [])].join(', '),
          },
          { key: 'offered_by', header: field('offered_by'), render: (row) => row.offered_by ?? t('offersOffice.automatic'), hideBelow: 1200 },
        ]}
        rowLabel={(row) => `${row.child.first_name} ${row.child.last_name}`}
        filterControls={(filters, setFilters) => (
          <TextField
            select
            size="small"
            label={field('state')}
            value={filters.state ?? ''}
            onChange={(event) => setFilters({ ...filters, state: event.target.value })}
            sx={{ minWidth: 180 }}
          >
            <MenuItem value="">{t('offersOffice.all')}</MenuItem>
            {OFFER_FILTERS.map((state) => (
              <MenuItem key={state} value={state}>
                {t(`offersOffice.filter.${state}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
        rowActions={(row) => [
          ...(row.outcome === 'open' && can('peopleCourseWeekRegistration.update')
            ? [{ key: 'extend', label: t('offersOffice.extend'), icon: <MoreTime fontSize="small" />, onClick: () => setExtending(row) }]
            : []),
          { key: 'show', label: t('offersOffice.open_registration'), icon: <Visibility fontSize="small" />, to: `/be/peopleCourseWeekRegistration/${row.registration_id}` },
        ]}
      />
      {extending ? (
        <OfferDialog
          registration={{ id: extending.registration_id, child: `${extending.child.first_name} ${extending.child.last_name}`, expiresAt: extending.expires_at }}
          invalidates={[['list', OFFERS_ENDPOINT]]}
          onClose={() => setExtending(null)}
        />
      ) : null}
    </Page>
  );
}
