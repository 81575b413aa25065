import { missingIssuerOptions, OPTION_RULES, PRIVACY_CHECK_DATE_KEY, type EditableOptionKey, type Option } from '@app/domain';
import { Alert, Box, Grid, Tab, Tabs, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n';
import { useSearchParams } from 'react-router';
import { Loading } from '../../components/Loading';
import { Page } from '../../components/Page';
import { useSession } from '../../lib/session';
import { adminOptionsQuery } from './api';
import { IssuerAlert } from './IssuerAlert';
import { OptionField, type OptionValues } from './OptionField';
import { PrivacyCheck } from './PrivacyCheck';
import { RetentionGroupTitle } from './RetentionGroupTitle';
import { NextReminders, ReminderCount } from './NextReminders';
import { ReminderPlaceholders, ReminderPreview } from './ReminderHelp';

/** The three tabs of the specification, the payment reminder's (decision 026), the waiting list's (decision 029) and privacy (decision 024); each row shows its fields side by side on a wide screen. */
const TABS = {
  basic: [
    ['app_name', 'app_url'],
    ['app_intro', 'app_intro_it'],
    ['app_background', 'app_logo'],
    ['app_footer', 'app_footer_1'],
    ['app_color', 'photo_privacy'],
    ['email_footer', 'email_footer_it'],
  ],
  payment: [
    ['payment_recipient', 'payment_tax_code'],
    ['payment_address', 'payment_address_it'],
    ['payment_place', 'payment_place_it'],
    ['payment_intro', 'payment_intro_it'],
    ['payment_outro', 'payment_outro_it'],
    ['payment_stamp_duty'],
  ],
  reminder: [['payment_days'], ['email_payment_reminder', 'email_payment_reminder_it']],
  // What a place freed on a waiting list becomes: a promotion at once, or an offer for some hours (decision 029).
  waiting: [['offer_hours']],
  // The privacy document, and the retention periods the privacy notice states from them (decision 024).
  privacy: [['app_privacy'], ['health_retention_months', 'account_retention_years']],
  imprint: [
    ['imprint_de', 'imprint_it'],
    ['imprint_jd_de', 'imprint_jd_it'],
  ],
} as const satisfies Record<string, readonly (readonly EditableOptionKey[])[]>;
type TabKey = keyof typeof TABS;

const isTab = (value: string | null): value is TabKey => value !== null && Object.hasOwn(TABS, value);

function toValues(options: Option[]): OptionValues {
  const stored = new Map(options.map((option) => [option.key, option.value]));
  return Object.fromEntries(Object.keys(OPTION_RULES).map((key) => [key, stored.get(key) ?? ''])) as OptionValues;
}

/** /be/option: every global setting, each saved on its own. */
export function OptionsPage() {
  const { t } = useTranslation();
  const query = useQuery(adminOptionsQuery);
  return (
    <Page title={t('settings.option.title')}>
      {query.data ? (
        <OptionsForm options={query.data} />
      ) : query.isError ? (
        <Alert severity="error">{t('admin.loading_failed')}</Alert>
      ) : (
        <Loading />
      )}
    </Page>
  );
}

function OptionsForm({ options }: { options: Option[] }) {
  const { t } = useTranslation();
  const { can } = useSession();
  const editable = can('option.update');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabKey = isTab(requested) ? requested : 'basic';
  const form = useForm<OptionValues>({ defaultValues: toValues(options) });

  // Fresh data after a save or upload: what was edited and not saved yet stays as typed, with its message.
  useEffect(() => {
    form.reset(toValues(options), { keepDirtyValues: true, keepErrors: true });
  }, [form, options]);

  const lastPrivacyCheck = options.find((option) => option.key === PRIVACY_CHECK_DATE_KEY)?.value ?? '';
  const extraOf = (name: EditableOptionKey) => {
    if (name === 'app_privacy') return <PrivacyCheck lastDate={lastPrivacyCheck} editable={editable} />;
    if (name === 'payment_days') return <ReminderCount />;
    if (name === 'email_payment_reminder' || name === 'email_payment_reminder_it') {
      return <ReminderPreview lang={name === 'email_payment_reminder' ? 'de' : 'it'} field={t(`settings.option.fields.${name}`)} />;
    }
    return undefined;
  };
  // From the saved values: what a family's download prints, not what is typed and not saved yet.
  const missing = missingIssuerOptions(Object.fromEntries(options.map((option) => [option.key, option.value])));
  return (
    <FormProvider {...form}>
      {editable ? null : (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('settingsPage.options.read_only')}
        </Alert>
      )}
      <IssuerAlert missing={missing} canFill={editable} link={tab !== 'payment'} />
      <Tabs
        value={tab}
        onChange={(_event, next: TabKey) => setParams({ tab: next }, { replace: true })}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('settings.option.title')}
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {(Object.keys(TABS) as TabKey[]).map((key) => (
          <Tab key={key} value={key} label={t(`settings.option.tabs.${key}`)} id={`option-tab-${key}`} aria-controls={`option-panel-${key}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`option-panel-${tab}`} aria-labelledby={`option-tab-${tab}`}>
        <Grid container spacing={2}>
          {tab === 'waiting' ? (
            <Grid size={12}>
              <Typography>{t('settingsPage.waiting.intro')}</Typography>
            </Grid>
          ) : null}
          {tab === 'reminder' ? (
            <Grid size={12}>
              <ReminderPlaceholders />
            </Grid>
          ) : null}
          {tab === 'reminder' && can('peopleCourseWeekRegistration.index') ? (
            <Grid size={12}>
              <NextReminders />
            </Grid>
          ) : null}
          {TABS[tab].flatMap((row) => [
            row[0] === 'health_retention_months' ? (
              <Grid key="retention" size={12}>
                <RetentionGroupTitle />
              </Grid>
            ) : null,
            ...row.map((name) => (
              <Grid key={name} size={{ xs: 12, md: 12 / row.length }}>
                <OptionField
                  name={name}
                  editable={editable}
                  extra={extraOf(name)}
                />
              </Grid>
            )),
          ])}
        </Grid>
      </Box>
    </FormProvider>
  );
}
