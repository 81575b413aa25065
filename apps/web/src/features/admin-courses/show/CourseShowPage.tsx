import { localName, toLanguage, type CourseShowRegistration, type CourseWeek } from '@app/domain';
import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DownloadButton } from '../../../components/DownloadButton';
import { useRecordId } from '../../../components/form/useRecordId';
import { Loading } from '../../../components/Loading';
import { Page } from '../../../components/Page';
import { useNotify } from '../../../lib/notifications';
import { useSession } from '../../../lib/session';
import { NotFoundPage } from '../../errors';
import { OfferDialog } from '../../admin-offers';
import { COURSE_LIST_PATH } from '../api';
import { courseExportUrl, courseShowQuery, deleteRegistration, downloadCourseExport, downloadPresenceList, presenceListUrl } from './api';
import { RegisterChildDialog } from './RegisterChildDialog';
import { WeekSection } from './WeekSection';

/**
 * /be/course/{id}/show (back-office specification section 2, course show): the exports, and per week who is
 * registered, waiting and deleted, with the register-child dialog and the row delete (with promotion).
 */
export function CourseShowPage() {
  const { t, i18n } = useTranslation();
  const lang = toLanguage(i18n.language);
  const id = useRecordId();
  const { can } = useSession();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const query = useQuery({ ...courseShowQuery(id ?? 0), enabled: id !== undefined });
  const [registerFor, setRegisterFor] = useState<CourseWeek | null>(null);
  const [toDelete, setToDelete] = useState<CourseShowRegistration | null>(null);
  const [offering, setOffering] = useState<CourseShowRegistration | null>(null);
  const deletion = useMutation({
    mutationFn: (row: CourseShowRegistration) => deleteRegistration(row.id),
    onSuccess: async ({ message }) => {
      notify('success', message);
      setToDelete(null);
      await queryClient.invalidateQueries({ queryKey: courseShowQuery(id ?? 0).queryKey });
    },
    onError: () => setToDelete(null),
  });

  if (id === undefined || (query.error && 'status' in query.error && query.error.status === 404)) return <NotFoundPage />;
  const show = query.data;
  const title = show ? localName(show.course, lang) : t('course.one');
  return (
    <Page
      title={title}
      width="lg"
      actions={
        show && can('peopleCourseWeekRegistration.index') ? (
          <Stack direction="row" spacing={1}>
            <DownloadButton
              url={() => courseExportUrl(show.course.id)}
              download={(onProgress) => downloadCourseExport(show.course.id, onProgress)}
              fileName="export.xlsx"
              label={t('courseShow.excel_export')}
              icon={<DownloadIcon />}
            />
            <DownloadButton
              url={() => presenceListUrl(show.course.id)}
              download={(onProgress) => downloadPresenceList(show.course.id, onProgress)}
              fileName="presence.xlsx"
              label={t('courseShow.presence')}
              icon={<PrintIcon />}
            />
          </Stack>
        ) : null
      }
    >
      {show ? (
        <Stack spacing={2}>
          <Typography>{t('courseShow.max_participants', { count: show.course.max_participants })}</Typography>
          {show.course.course_weeks.length === 0 ? <Alert severity="info">{t('courseShow.no_weeks')}</Alert> : null}
          {show.course.course_weeks.map((week, index) => (
            <WeekSection
              key={week.id}
              show={show}
              week={week}
              rows={show.weeks[index]!}
              canRegister={can('peopleCourseWeekRegistration.create')}
              canDelete={can('peopleCourseWeekRegistration.delete')}
              canOffer={can('peopleCourseWeekRegistration.update')}
              onRegister={() => setRegisterFor(week)}
              onDelete={setToDelete}
              onOffer={setOffering}
            />
          ))}
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
            <Button component={RouterLink} to={COURSE_LIST_PATH}>
              {t('admin.back')}
            </Button>
            {can('course.update') ? (
              <Button variant="contained" component={RouterLink} to={`${COURSE_LIST_PATH}/${show.course.id}`}>
                {t('admin.edit')}
              </Button>
            ) : null}
          </Box>
        </Stack>
      ) : query.isError ? (
        <Alert severity="error">{t('admin.loading_failed')}</Alert>
      ) : (
        <Loading />
      )}
      {offering ? (
        <OfferDialog
          registration={{ id: offering.id, child: `${offering.child.first_name} ${offering.child.last_name}`, expiresAt: offering.offer?.expires_at ?? null }}
          invalidates={[courseShowQuery(id ?? 0).queryKey]}
          onClose={() => setOffering(null)}
        />
      ) : null}
      {show && registerFor ? <RegisterChildDialog show={show} week={registerFor} onClose={() => setRegisterFor(null)} /> : null}
      <ConfirmDialog
        open={toDelete !== null}
        text={toDelete ? t('courseShow.confirm_delete', { name: `${toDelete.child.first_name} ${toDelete.child.last_name}` }) : ''}
        busy={deletion.isPending}
        onConfirm={() => toDelete && deletion.mutate(toDelete)}
        onClose={() => setToDelete(null)}
      />
    </Page>
  );
}
