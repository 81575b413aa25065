import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router';
import { RequirePermission } from '../../app/guards';
import { Page } from '../../components/Page';
import { NotFoundPage } from '../errors/NotFoundPage';

/**
 * Everything under /be, loaded only when a signed-in user opens it: a parent's phone never downloads it.
 * Each area guards its own permission; the screens arrive with their issues.
 */
export default function BackOffice() {
  const { t } = useTranslation();
  return (
    <Routes>
      <Route element={<RequirePermission permission="course.index" />}>
        <Route
          index
          element={
            <Page title={t('nav.dashboard')}>
              <Typography>{t('shell.back_office')}</Typography>
            </Page>
          }
        />
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
