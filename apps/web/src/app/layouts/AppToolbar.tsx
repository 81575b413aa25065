import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@app/domain';
import AccountCircle from '@mui/icons-material/AccountCircle';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import { AppBar, Box, Button, IconButton, ToggleButton, ToggleButtonGroup, Toolbar } from '@mui/material';
import { changeLanguage, useTranslation } from '../../lib/i18n';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useSession } from '../../lib/session';
import { useOptions } from '../../lib/options';
import { useNotify } from '../../lib/notifications';

export function AppToolbar({ onMenu }: { onMenu?: () => void }) {
  const { t, i18n } = useTranslation();
  const options = useOptions();
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  const notify = useNotify();
  const title = options.app_name || t('app.default_title');

  const leave = async () => {
    await signOut();
    notify('success', t('shell.signed_out'));
    void navigate('/');
  };

  return (
    <AppBar position="sticky" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar sx={{ gap: 1 }}>
        {onMenu ? (
          <IconButton color="inherit" edge="start" onClick={onMenu} aria-label={t('shell.open_menu')}>
            <MenuIcon />
          </IconButton>
        ) : null}
        <Box
          component={RouterLink}
          to="/"
          aria-label={`${title} - ${t('shell.home')}`}
          sx={{ color: 'inherit', textDecoration: 'none', display: 'flex', alignItems: 'center', gap: 1, minWidth: 0, flexGrow: 1 }}
        >
          {options.app_logo ? (
            // A fixed frame: the title beside it does not move when the logo arrives, whatever its shape.
            <Box
              component="img"
              src={options.app_logo}
              alt=""
              sx={{ height: 40, width: { xs: 80, sm: 160 }, flexShrink: 0, objectFit: 'contain', objectPosition: 'left center' }}
            />
          ) : null}
          {/* On a phone the name takes up to three smaller lines, broken between syllables where the browser knows
              them, else at the edge: one long word ("Sommerprojektwochen") otherwise ends as "Sommerpro…". The
              toolbar is as high as three such lines anyway, so nothing moves. */}
          <Box
            component="span"
            sx={{
              fontSize: { xs: '0.8125rem', sm: '1.25rem' },
              lineHeight: { xs: 1.15, sm: 1.5 },
              fontWeight: 600,
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: { xs: 'normal', sm: 'nowrap' },
              overflowWrap: 'anywhere',
              hyphens: 'auto',
              display: { xs: '-webkit-box', sm: 'block' },
              WebkitLineClamp: 3,
              WebkitBoxOrient: 'vertical',
            }}
          >
            {title}
          </Box>
        </Box>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={i18n.language}
          onChange={(_event, value: Language | null) => value && void changeLanguage(value)}
          aria-label={t('shell.language')}
          sx={{ '& .MuiToggleButton-root': { color: 'inherit', borderColor: 'currentColor', px: 1, py: 0.25 } }}
        >
          {/* The name starts with the visible code (label in name, WCAG 2.5.3): "DE" spoken to voice control works. */}
          {LANGUAGES.map((lang) => (
            <ToggleButton key={lang} value={lang} lang={lang} aria-label={`${lang.toUpperCase()} (${LANGUAGE_NAMES[lang]})`}>
              {lang.toUpperCase()}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {user ? (
          <>
            <IconButton color="inherit" component={RouterLink} to="/user-profile" aria-label={t('shell.profile')} title={t('shell.profile')}>
              <AccountCircle />
            </IconButton>
            {/* An icon on a phone, so the application's name keeps room; the word stays the button's name. */}
            <Button color="inherit" onClick={() => void leave()} aria-label={t('shell.sign_out')} title={t('shell.sign_out')} sx={{ minWidth: { xs: 40, sm: 64 } }}>
              <LogoutIcon aria-hidden sx={{ display: { sm: 'none' } }} />
              <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>{t('shell.sign_out')}</Box>
            </Button>
          </>
        ) : (
          <Button color="inherit" component={RouterLink} to="/login">
            {t('shell.sign_in')}
          </Button>
        )}
      </Toolbar>
    </AppBar>
  );
}
