import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Button, Card, CardContent, Grid, List, ListItem, ListItemIcon, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { Loading } from '../../components/Loading';
import { Page } from '../../components/Page';
import { DownloadButton } from '../../components/DownloadButton';
import { useSession } from '../../lib/session';
import { IssuerAlert } from '../admin-settings';
import { dashboardQuery, downloadExport, exportUrl } from './api';
import { RefundList } from './RefundList';

/** The registration list with only the open registrations of bookings past their payment deadline (decision 026). */
const OVERDUE_LIST_PATH = '/be/peopleCourseWeekRegistration?payment=overdue';

function Total({ title, hint, value, action }: { title: string; hint: string; value: number; action?: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        <Typography sx={{ fontSize: '2.5rem', fontWeight: 600, lineHeight: 1.2 }}>{value}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {hint}
        </Typography>
        {action}
      </CardContent>
    </Card>
  );
}

/**
 * /be: how many children are registered and waiting in the active courses, how many bookings are past their
 * payment deadline (with the way to their registrations), the two exports (the server sends them only to who
 * may download them), what the payment confirmation still lacks, and the refunds owed to erased families.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const { can } = useSession();
  const query = useQuery(dashboardQuery);
  const data = query.data;
  const canOpenOptions = can('option.index') || can('option.update');
  return (
    <Page title={t('settings.dashboard.title')}>
      {data ? (
        <Grid container spacing={2}>
          {data.missing_options.length > 0 ? (
            <Grid size={12}>
              <IssuerAlert missing={data.missing_options} canFill={can('option.update')} link={canOpenOptions} />
            </Grid>
          ) : null}
          {can('peopleCourseWeekRegistration.update') ? (
            <Grid size={12}>
              <RefundList />
            </Grid>
          ) : null}
          <Grid size={{ xs: 12, sm: 6 }}>
            <Total title={t('settings.dashboard.registrations')} hint={t('settingsPage.dashboard.registrations_hint')} value={data.registrations} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Total title={t('settings.dashboard.waiting_list')} hint={t('settingsPage.dashboard.waiting_list_hint')} value={data.waiting_list} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Total
              title={t('settings.dashboard.overdue_bookings')}
              hint={t('settingsPage.dashboard.overdue_bookings_hint')}
              value={data.overdue_bookings}
              action={
                data.overdue_bookings > 0 && can('peopleCourseWeekRegistration.index') ? (
                  <Button component={RouterLink} to={OVERDUE_LIST_PATH} size="small" sx={{ mt: 1, ml: -1 }}>
                    {t('settingsPage.dashboard.overdue_bookings_open')}
                  </Button>
                ) : undefined
              }
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Total
              title={t('settings.dashboard.open_offers')}
              hint={t('settingsPage.dashboard.open_offers_hint')}
              value={data.open_offers}
              action={
                data.open_offers > 0 && can('peopleCourseWeekRegistration.index') ? (
                  <Button component={RouterLink} to="/be/offers" size="small" sx={{ mt: 1, ml: -1 }}>
                    {t('settingsPage.dashboard.open_offers_open')}
                  </Button>
                ) : undefined
              }
            />
          </Grid>
          {data.links.length > 0 ? (
            <Grid size={12}>
              <Typography variant="h6" component="h2">
                {t('settings.dashboard.exports')}
              </Typography>
              <List>
                {data.links.map(({ title, link }) => (
                  <ListItem key={link} disableGutters>
                    <ListItemIcon sx={{ minWidth: 36 }}>
                      <DownloadIcon />
                    </ListItemIcon>
                    <DownloadButton
                      variant="text"
                      url={() => exportUrl(link)}
                      download={(onProgress) => downloadExport(link, onProgress)}
                      fileName="export.xlsx"
                      label={title}
                    />
                  </ListItem>
                ))}
              </List>
            </Grid>
          ) : null}
        </Grid>
      ) : query.isError ? (
        <Alert severity="error">{t('admin.loading_failed')}</Alert>
      ) : (
        <Loading />
      )}
    </Page>
  );
}
