import { Alert, Table, TableBody, TableCell, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/Page';
import { useSession } from '../../lib/session';

/**
 * /my-family. Accounts without a linked person (back-office accounts) see an information and nothing else.
 * The family's children and registrations come with the family issue; the parent's own data is shown now.
 */
export function MyFamilyPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const person = user?.people;
  if (!person) {
    return (
      <Page title={t('family.title')}>
        <Alert severity="info">{t('family.no_person')}</Alert>
      </Page>
    );
  }
  const rows: [string, string][] = [
    [t('family.parent.name'), person.display_name],
    [t('family.parent.email'), person.email ?? ''],
    [t('family.parent.tax'), person.tax ?? ''],
    [t('family.parent.phone'), person.phone ?? ''],
    [t('family.parent.photo_permission'), person.privacy_photo === 'yes' ? t('form.yes') : t('form.no')],
  ];
  return (
    <Page title={t('family.title')}>
      <Table size="small" aria-label={t('family.parent.title')}>
        <TableBody>
          {rows.map(([label, value]) => (
            <TableRow key={label}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600, width: { sm: 240 } }}>
                {label}
              </TableCell>
              <TableCell>{value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Page>
  );
}
