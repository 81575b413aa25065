import { formatDate, localName, type AdminChildRegistration } from '@app/domain';
import HealingIcon from '@mui/icons-material/Healing';
import { Chip, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import { currentLanguage, useTranslation } from '../../lib/i18n';

/** Registrations of the family's children: child, course, week with its dates, day type, waiting marker. */
export function Registrations({ rows }: { rows: readonly AdminChildRegistration[] }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  if (rows.length === 0) return <Typography color="text.secondary" sx={{ p: 2 }}>{t('people.no_registrations')}</Typography>;
  // On a phone the table scrolls sideways inside its card instead of widening the whole page.
  return (
    <TableContainer>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('people.child.one')}</TableCell>
            <TableCell>{t('course.one')}</TableCell>
            <TableCell>{t('people.week')}</TableCell>
            <TableCell>{t('people.day_type')}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id}>
              <TableCell>{row.child.display_name}</TableCell>
              <TableCell>{localName(row.course, lang)}</TableCell>
              <TableCell>
                {localName(row.courseWeek, lang)} ({formatDate(row.courseWeek.from)} - {formatDate(row.courseWeek.to)})
              </TableCell>
              <TableCell>{t(`course.day_types.${row.day_type}`)}</TableCell>
              <TableCell>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  {row.is_waiting ? <Chip size="small" color="warning" label={t('people.waiting')} /> : null}
                  <HealthHint row={row} />
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

const HEALTH_FIELDS = ['medicaments', 'incompatibilities', 'allergies'] as const;

/** The booking's health answers as a tooltip; the server sends them only to roles holding child.health. */
function HealthHint({ row }: { row: AdminChildRegistration }) {
  const { t } = useTranslation();
  const lines = HEALTH_FIELDS.filter((field) => row[field]).map((field) => `${t(`booking.dialog.${field}`)}: ${row[field]}`);
  if (lines.length === 0) return null;
  const text = lines.join(' | ');
  return (
    <Tooltip title={text}>
      <HealingIcon fontSize="small" color="action" titleAccess={text} />
    </Tooltip>
  );
}
