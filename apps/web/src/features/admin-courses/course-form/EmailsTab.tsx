import { COURSE_EMAIL_KINDS, COURSE_EMAIL_PLACEHOLDERS, type CourseEmailField, type CourseEmailKind, type Language } from '@app/domain';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Paper, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { RichTextInput } from '../../../components/rich-text/RichTextInput';
import { mailPreviewUrl } from '../api';
import type { CourseFormApi } from './tabs';

/** Specification, section 9: the mail preview dialog is 900 px wide with a 500 px high frame. */
const PREVIEW_WIDTH = 900;
const PREVIEW_HEIGHT = 500;

interface Preview {
  kind: CourseEmailKind;
  lang: Language;
  title: string;
}

const fieldOf = (kind: CourseEmailKind, lang: Language) => `email_${kind.replace('-', '_')}${lang === 'it' ? '_it' : ''}` as CourseEmailField;

function MailPreviewDialog({ courseId, preview, onClose }: { courseId: number; preview: Preview | null; onClose(): void }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={preview !== null} onClose={onClose} aria-labelledby={titleId} maxWidth={false} slotProps={{ paper: { sx: { width: PREVIEW_WIDTH, maxWidth: 'calc(100% - 32px)', m: 2 } } }}>
      <DialogTitle id={titleId}>{preview ? t('courseForm.preview_of', { field: preview.title }) : ''}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {t('courseForm.preview_saved_only')}
        </Typography>
        {preview ? (
          <Box
            component="iframe"
            title={preview.title}
            src={mailPreviewUrl(courseId, preview.kind, preview.lang)}
            // The e-mail is shown, never run: the server's policy forbids scripts already, the sandbox too.
            sandbox=""
            sx={{ display: 'block', width: '100%', height: PREVIEW_HEIGHT, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#ffffff' }}
          />
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('shell.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

function Placeholders() {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('courseForm.placeholders.title')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('courseForm.placeholders.intro')}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, max-content 1fr)' }, columnGap: 2, rowGap: 0.25 }}>
        {COURSE_EMAIL_PLACEHOLDERS.map((name) => (
          <Box key={name} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" sx={{ fontFamily: 'monospace', mt: { xs: 0.75, sm: 0 } }}>
              {`{${name}}`}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, color: 'text.secondary' }}>
              {t(`courseForm.placeholders.${name}`)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

/** The ten e-mail texts, by kind in German and Italian, each with a preview of what a family receives. */
export function EmailsTab({ form, courseId }: { form: CourseFormApi; courseId: number | undefined }) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState<Preview | null>(null);
  return (
    <Stack spacing={3}>
      <Placeholders />
      {courseId === undefined ? <Alert severity="info">{t('courseForm.preview_after_save')}</Alert> : null}
      {COURSE_EMAIL_KINDS.map((kind) => (
        <Stack key={kind} spacing={2}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {t(`settings.mail_preview.kinds.${kind}`)}
          </Typography>
          {(['de', 'it'] as const).map((lang) => {
            const field = fieldOf(kind, lang);
            const title = t(`course.fields.${field}`);
            return (
              <Stack key={field} spacing={0.5}>
                <RichTextInput control={form.control} name={field} label={title} toolbar="links" />
                {courseId !== undefined ? (
                  <Box>
                    <Button size="small" startIcon={<VisibilityIcon />} onClick={() => setPreview({ kind, lang, title })} aria-label={t('courseForm.preview_of', { field: title })}>
                      {t('courseForm.preview')}
                    </Button>
                  </Box>
                ) : null}
              </Stack>
            );
          })}
        </Stack>
      ))}
      {courseId !== undefined ? <MailPreviewDialog courseId={courseId} preview={preview} onClose={() => setPreview(null)} /> : null}
    </Stack>
  );
}
