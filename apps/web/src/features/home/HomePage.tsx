import { localText, toLanguage } from '@app/domain';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { RichHtml } from '../../components/RichHtml';
import { useSession } from '../../lib/session';
import { useOptions } from '../../lib/options';

/** The public start page: the organisation's introduction and the way in for parents. */
export function HomePage() {
  const { t, i18n } = useTranslation();
  const options = useOptions();
  const { user } = useSession();
  const intro = localText(options.app_intro, options.app_intro_it, toLanguage(i18n.language));
  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
      <Paper sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography variant="h4" component="h1" gutterBottom sx={{ fontSize: { xs: '1.6rem', sm: undefined }, overflowWrap: 'anywhere', hyphens: 'auto' }}>
          {options.app_name || t('app.default_title')}
        </Typography>
        <RichHtml html={intro} sx={{ mb: 3 }} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {/* A parent goes to the family; an account without a family (staff) to the back office. */}
          {user?.people ? (
            <Button variant="contained" component={RouterLink} to="/my-family">
              {t('home.my_family')}
            </Button>
          ) : user ? (
            <Button variant="contained" component={RouterLink} to="/be">
              {t('home.to_back_office')}
            </Button>
          ) : (
            <Button variant="contained" component={RouterLink} to="/login">
              {t('home.login_or_register')}
            </Button>
          )}
        </Stack>
      </Paper>
    </Box>
  );
}
