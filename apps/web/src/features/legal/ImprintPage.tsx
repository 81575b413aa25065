import { localText, toLanguage } from '@app/domain';
import { Divider } from '@mui/material';
import { useTranslation } from '../../lib/i18n';
import { Page } from '../../components/Page';
import { RichHtml } from '../../components/RichHtml';
import { useOptions } from '../../lib/options';

/** The imprint and the second legal block, in the current language. */
export function ImprintPage() {
  const { t, i18n } = useTranslation();
  const options = useOptions();
  const language = toLanguage(i18n.language);
  const imprint = localText(options.imprint_de, options.imprint_it, language);
  const second = localText(options.imprint_jd_de, options.imprint_jd_it, language);
  return (
    <Page title={t('shell.imprint')}>
      <RichHtml html={imprint} />
      {second ? (
        <>
          <Divider sx={{ my: 3 }} />
          <RichHtml html={second} />
        </>
      ) : null}
    </Page>
  );
}
