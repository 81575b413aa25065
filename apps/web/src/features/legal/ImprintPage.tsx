import { Divider } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/Page';
import { RichHtml } from '../../components/RichHtml';
import { useOptions } from '../../lib/options';

/** The imprint and the second legal block, in the current language. */
export function ImprintPage() {
  const { t, i18n } = useTranslation();
  const options = useOptions();
  const italian = i18n.language === 'it';
  const imprint = italian ? options.imprint_it : options.imprint_de;
  const second = italian ? options.imprint_jd_it : options.imprint_jd_de;
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
