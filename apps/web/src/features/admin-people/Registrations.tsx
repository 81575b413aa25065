import { formatDate, localName, type AdminChildRegistration } from '@app/domain';
import HealingIcon from '@mui/icons-material/Healing';
import { Box, Chip, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import { currentLanguage, useTranslation } from '../../lib/i18n';

/**
 * Registrations of the family's children: child, course, week with its dates, day type, waiting marker. A
 * child's own page leaves out the child column, which would repeat its name on every row.
 */
export function Registrations({ rows, showChild = true }: { rows: readonly AdminChildRegistration[]; showChild?: boolean }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  if (rows.length === 0) return <Typography color="text.secondary" sx={{ p: 2 }}>{t('people.no_registrations')}</Typography>;
  // On a phone the table scrolls sideways inside its card instead of widening the whole page.
  return (
    <TableContainer>
      <Table size="small">
        <TableHead>
          <TableRow>
            {showChild ? <TableCell>{t('people.child.one')}</TableCell> : null}
            <TableCell>{t('course.one')}</TableCell>
            <TableCell>{t('people.week')}</TableCell>
            <TableCell>{t('people.day_type')}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id}>
              {showChild ? <TableCell>{row.child.display_name}</TableCell> : null}
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
  // Only where the answers would be shown (child.health): that they were erased, and when.
  if (row.medicaments !== undefined && row.health_erased_at) lines.push(t('registrations.fields.health_erased', { date: formatDate(row.health_erased_at) }));
  if (lines.length === 0) return null;
  const text = lines.join(' | ');
  return (
    <Tooltip title={text}>
      <Box component="span" tabIndex={0} role="img" aria-label={text} sx={{ display: 'inline-flex' }}>
        <HealingIcon fontSize="small" color="action" />
      </Box>
    </Tooltip>
  );
}
