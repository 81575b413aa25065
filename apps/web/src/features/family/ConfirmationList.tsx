import type { Confirmation } from '@app/domain';
import { PictureAsPdf } from '@mui/icons-material';
import { Button, Stack } from '@mui/material';
import { useTranslation } from '../../lib/i18n';
import { confirmationUrl } from './api';
import { CardTable } from '../../components/list/CardTable';

/** The payment confirmations with a German and an Italian download each (family page and /confirmations). */
export function ConfirmationList({ confirmations }: { confirmations: Confirmation[] }) {
  const { t } = useTranslation();
  return (
    <CardTable
      label={t('family.confirmations.title')}
      rows={confirmations}
      rowKey={(row) => `${row.courseId}-${row.peopleId}`}
      empty={t('family.confirmations.empty')}
      columns={[
        { key: 'child', header: t('family.confirmations.child'), render: (row) => row.child_name },
        { key: 'course', header: t('family.confirmations.course'), render: (row) => row.course_name },
        { key: 'weeks', header: t('family.confirmations.weeks'), render: (row) => row.week_count, numeric: true },
      ]}
      actions={{
        header: t('family.page.actions'),
        render: (row) => (
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            {(['de', 'it'] as const).map((lang) => (
              <Button
                key={lang}
                component="a"
                href={confirmationUrl(row, lang)}
                target="_blank"
                rel="noopener"
                size="small"
                variant="outlined"
                startIcon={<PictureAsPdf />}
                aria-label={t(`family.confirmations.download_${lang}`, { child: row.child_name, course: row.course_name })}
              >
                {t(lang === 'de' ? 'family.confirmations.german' : 'family.confirmations.italian')}
              </Button>
            ))}
          </Stack>
        ),
      }}
    />
  );
}
