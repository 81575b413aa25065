import { localName, localText, toLanguage, type PublicWeek } from '@app/domain';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { RichHtml } from '../../components/RichHtml';

/** A week's time information (when to bring and fetch the children). */
export function TimeInfoDialog({ week, open, onClose }: { week: PublicWeek | null; open: boolean; onClose(): void }) {
  const { t, i18n } = useTranslation();
  const lang = toLanguage(i18n.language);
  // The last week shown stays while the dialog fades out.
  const [shown, setShown] = useState(week);
  if (week && week !== shown) setShown(week);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{shown ? t('publicCourses.time_info_of', { week: localName(shown, lang) }) : ''}</DialogTitle>
      <DialogContent>{shown ? <RichHtml html={localText(shown.time_info_de, shown.time_info_it, lang)} /> : null}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('publicCourses.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
