import { formatDateTime } from '@app/domain';
import { Alert, Box, Button, Stack, Table, TableBody, TableCell, TableRow } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n';
import { Link as RouterLink, useParams } from 'react-router';
import { Loading } from '../../components/Loading';
import { Page } from '../../components/Page';
import { NotFoundPage } from '../errors';
import { emailLogQuery } from './api';
import { EmailStatusChip } from './EmailStatusChip';

/**
 * One e-mail, read-only. The body is the HTML that was sent, shown in a sandboxed frame without scripts or
 * same-origin rights: whatever a course text holds can never act inside the back office.
 */
export function EmailLogDetail() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { data: email } = useQuery({ ...emailLogQuery(id), enabled: valid });
  const field = (name: string) => t(`emailLog.fields.${name}`);
  if (!valid) return <NotFoundPage />;
  if (!email) return <Loading />;

  const rows: [string, React.ReactNode][] = [
    [field('to'), email.to],
    ...(email.cc ? [[field('cc'), email.cc] as [string, string]] : []),
    ...(email.bcc ? [[field('bcc'), email.bcc] as [string, string]] : []),
    [field('created_at'), formatDateTime(email.created_at)],
    [field('subject'), email.subject],
    [field('status'), <EmailStatusChip key="status" status={email.status} />],
  ];
  return (
    <Page title={email.subject} width="lg">
      <Stack spacing={2}>
        <Table size="small" aria-label={t('emailLog.one')}>
          <TableBody>
            {rows.map(([label, value]) => (
              <TableRow key={label}>
                <TableCell component="th" scope="row" sx={{ width: 160, fontWeight: 600 }}>
                  {label}
                </TableCell>
                <TableCell>{value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {email.status === 'sent' && email.sent_at ? (
          <Alert severity="success">{t('emailLog.delivered', { at: formatDateTime(email.sent_at) })}</Alert>
        ) : null}
        {email.status === 'queued' ? (
          <Alert severity="warning">
            {t('emailLog.waiting', { attempts: email.attempts, next: formatDateTime(email.next_attempt_at) })}
            {email.last_error ? ` ${t('emailLog.last_error', { error: email.last_error })}` : ''}
          </Alert>
        ) : null}
        {email.status === 'failed' ? (
          <Alert severity="error">{t('emailLog.failed', { attempts: email.attempts, error: email.last_error ?? '' })}</Alert>
        ) : null}
        <Box
          component="iframe"
          title={field('body')}
          sandbox=""
          srcDoc={email.body}
          sx={{ width: '100%', height: 500, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'common.white' }}
        />
        <Box>
          <Button component={RouterLink} to="/be/emailLogs">
            {t('form.back')}
          </Button>
        </Box>
      </Stack>
    </Page>
  );
}
