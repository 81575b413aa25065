import { localName, toLanguage } from '@app/domain';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { Alert, Box, Tab, Tabs } from '@mui/material';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useFormState } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n';
import { FormActions } from '../../components/form/FormActions';
import { useRecordForm } from '../../components/form/record-form';
import { scrollToFirstError } from '../../components/form/server-errors';
import { Loading } from '../../components/Loading';
import { Page } from '../../components/Page';
import { useRecordId } from '../../components/form/useRecordId';
import { NotFoundPage } from '../errors';
import { COURSE_ENDPOINT, COURSE_LIST_PATH } from './api';
import { EmailsTab } from './course-form/EmailsTab';
import { courseFormSchema, courseToValues, emptyCourse, TAB_KEYS, tabsWithErrors, type TabKey } from './course-form/schema';
import { GeneralTab, OptionsTab, PaymentTab, RegistrationTab, TextsTab, type CourseFormApi } from './course-form/tabs';
import { CourseWeeks } from './weeks/CourseWeeks';
import { PickerLocalization } from '../../components/form/PickerInputs';

const tabId = (tab: TabKey) => `course-tab-${tab}`;
const panelId = (tab: TabKey) => `course-panel-${tab}`;

/**
 * The course form (back-office specification, section 2): its fields on tabs, validated by the domain's
 * course schema here and on the server. Only the open tab is rendered; a field with an error on another tab
 * marks that tab, and saving with errors opens the first tab that has one.
 */
export function CourseForm() {
  const { t, i18n } = useTranslation();
  const id = useRecordId();
  const { form, record, loading, notFound, saving, submit } = useRecordForm({
    endpoint: COURSE_ENDPOINT,
    id,
    schema: courseFormSchema,
    empty: emptyCourse(),
    toValues: courseToValues,
    listPath: COURSE_LIST_PATH,
  });
  const [tab, setTab] = useState<TabKey>('general');
  const { errors } = useFormState({ control: form.control });
  const errorTabs = tabsWithErrors(Object.keys(errors));

  // Errors arrive after a save in two ways: at once from the schema, later from the server (422). Either
  // time the first tab with an error is opened unless the open one has an error itself.
  const revealErrors = useRef(false);
  useEffect(
    () =>
      form.subscribe({
        formState: { errors: true },
        callback: ({ errors: current }) => {
          const tabs = tabsWithErrors(Object.keys(current ?? {}));
          if (!revealErrors.current || tabs.length === 0) return;
          revealErrors.current = false;
          setTab((open) => (tabs.includes(open) ? open : tabs[0]!));
          scrollToFirstError();
        },
      }),
    [form],
  );
  // Once a save is over, errors come from typing and must not move the page under the user's hands.
  useEffect(() => {
    if (!saving) revealErrors.current = false;
  }, [saving]);
  const save = (event: FormEvent<HTMLFormElement>) => {
    revealErrors.current = true;
    void submit(event);
  };

  if (notFound) return <NotFoundPage />;
  if (loading) return <Loading />;
  // The field components type their control by the form's values alone; what the schema turns the values
  // into for saving (the payload without the form-only fields) is no business of theirs.
  const fields = form as unknown as CourseFormApi;
  return (
    <PickerLocalization>
      <Page title={record ? localName(record, toLanguage(i18n.language)) : id ? t('course.one') : t('course.create')} width="lg">
        <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
          <Tabs value={tab} onChange={(_event, next: TabKey) => setTab(next)} variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile aria-label={t('courseForm.tabs.label')}>
            {TAB_KEYS.map((key) => {
              const invalid = errorTabs.includes(key);
              return (
                <Tab
                  key={key}
                  value={key}
                  id={tabId(key)}
                  aria-controls={panelId(key)}
                  label={t(`courseForm.tabs.${key}`)}
                  icon={invalid ? <ErrorOutlineIcon color="error" fontSize="small" titleAccess={t('courseForm.tabs.has_errors')} /> : undefined}
                  iconPosition="end"
                  sx={{ minHeight: 48 }}
                />
              );
            })}
          </Tabs>
        </Box>
        {/* The weeks have their own dialog and form: outside this form, their submit cannot save the course. */}
        {tab === 'weeks' ? (
          <Box role="tabpanel" id={panelId('weeks')} aria-labelledby={tabId('weeks')}>
            {id !== undefined ? <CourseWeeks courseId={id} /> : <Alert severity="info">{t('courseForm.weeks_after_save')}</Alert>}
          </Box>
        ) : null}
        <form onSubmit={save} noValidate>
          {tab !== 'weeks' ? (
            <Box role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)}>
              {tab === 'general' ? <GeneralTab form={fields} isNew={id === undefined} /> : null}
              {tab === 'registration' ? <RegistrationTab form={fields} /> : null}
              {tab === 'texts' ? <TextsTab form={fields} /> : null}
              {tab === 'options' ? <OptionsTab form={fields} /> : null}
              {tab === 'payment' ? <PaymentTab form={fields} /> : null}
              {tab === 'emails' ? <EmailsTab form={fields} courseId={id} /> : null}
            </Box>
          ) : null}
          <FormActions backTo={COURSE_LIST_PATH} saving={saving} />
        </form>
      </Page>
    </PickerLocalization>
  );
}
