import { PAYMENT_REMINDER_PLACEHOLDERS, type Language } from '@app/domain';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Paper, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { reminderPreviewUrl } from './api';

/** Specification, section 9: the mail preview dialog is 900 px wide with a 500 px high frame (as the course e-mails'). */
const PREVIEW_WIDTH = 900;
const PREVIEW_HEIGHT = 500;

/** Above the reminder's fields: when it is sent, and what its placeholders stand for. */
export function ReminderPlaceholders() {
  const { t } = useTranslation();
  const r = (key: string) => t(`settingsPage.reminder.${key}`);
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        {r('intro')}
      </Typography>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {r('placeholders_title')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {r('placeholders_intro')}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, max-content 1fr)' }, columnGap: 2, rowGap: 0.25 }}>
        {PAYMENT_REMINDER_PLACEHOLDERS.map((name) => (
          <Box key={name} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" sx={{ fontFamily: 'monospace', mt: { xs: 0.75, sm: 0 } }}>
              {`{${name}}`}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, color: 'text.secondary' }}>
              {r(`placeholders.${name}`)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

/** Under a reminder text: the saved text as a family in that language would read it, with a sample booking. */
export function ReminderPreview({ lang, field }: { lang: Language; field: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const title = t('settingsPage.reminder.preview_of', { field });
  return (
    <Box>
      <Button size="small" startIcon={<VisibilityIcon />} onClick={() => setOpen(true)} aria-label={title}>
        {t('settingsPage.reminder.preview')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} maxWidth={false} slotProps={{ paper: { sx: { width: PREVIEW_WIDTH, maxWidth: 'calc(100% - 32px)', m: 2 } } }}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
            {t('settingsPage.reminder.preview_saved_only')}
          </Typography>
          {open ? (
            <Box
              component="iframe"
              title={title}
              src={reminderPreviewUrl(lang)}
              // The e-mail is shown, never run: the server's policy forbids scripts already, the sandbox too.
              sandbox=""
              sx={{ display: 'block', width: '100%', height: PREVIEW_HEIGHT, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#ffffff' }}
            />
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('shell.close')}</Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
