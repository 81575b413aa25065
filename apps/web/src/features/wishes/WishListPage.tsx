import { formatDateTime, formatWallClock, toLanguage, type FamilyChild, type WishListAnswer } from '@app/domain';
import { ArrowBack } from '@mui/icons-material';
import { Alert, AlertTitle, Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { Loading } from '../../components/Loading';
import { Page } from '../../components/Page';
import { ApiError, ValidationError } from '../../lib/api-client';
import { useTranslation } from '../../lib/i18n';
import { familyChildrenQuery } from '../family';
import { NotFoundPage } from '../errors';
import { saveWishList, WISHES, wishListQuery } from './api';
import { EmergencyPhoneFields } from '../../components/form/EmergencyPhoneFields';
import { ChildWishes } from './ChildWishes';
import { DrawResult } from './DrawResult';
import { FriendGroups } from './FriendGroups';
import { formErrors, formField, initialValues, toBody, toPayload, type WishValues } from './wish-form';


/**
 * /my-family/wishes/{seasonId} (issue 37 part 2, decision 028): the family's wish list of a season. Per child its
 * ranked wishes, at most how many weeks, and the booking's answers; the emergency phones once. Saved whole
 * while the wish phase lasts, shown read-only before and after it. The friend groups beside it change one by one.
 */
export function WishListPage() {
  const { t } = useTranslation();
  const seasonId = Number(useParams().seasonId);
  const valid = Number.isInteger(seasonId) && seasonId > 0;
  const list = useQuery({ ...wishListQuery(seasonId), enabled: valid });
  const children = useQuery(familyChildrenQuery);
  if (!valid || (list.error instanceof ApiError && list.error.status === 404)) return <NotFoundPage />;
  const back = (
    <Button component={RouterLink} to="/my-family" startIcon={<ArrowBack />}>
      {t('wishes.page.back')}
    </Button>
  );
  const answer = list.data;
  return (
    <Page title={answer ? t('wishes.page.title', { year: answer.season.year }) : t('wishes.open.title')} width="md" actions={back}>
      {answer && children.data ? (
        <WishForm key={seasonId} answer={answer} familyChildren={children.data} />
      ) : list.isError || children.isError ? (
        <Alert severity="error">{t('wishes.page.loading_failed')}</Alert>
      ) : (
        <Loading />
      )}
    </Page>
  );
}

interface Saved {
  message: string;
  receipt: string;
  fewWishes: number[];
}

function WishForm({ answer, familyChildren }: { answer: WishListAnswer['data']; familyChildren: readonly FamilyChild[] }) {
  const { t, i18n } = useTranslation();
  const lang = toLanguage(i18n.language);
  const queryClient = useQueryClient();
  const { season, weeks } = answer;
  const [values, setValues] = useState<WishValues>(() => initialValues(answer, familyChildren));
  // Client errors show once the family tried to save, and then follow every change.
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const [closed, setClosed] = useState<string>();
  const [saved, setSaved] = useState<Saved>();
  const [busy, setBusy] = useState(false);
  const top = useRef<HTMLDivElement>(null);
  const readOnly = season.phase !== 'wishes' || closed !== undefined;

  const context = useMemo(() => ({ maxWishes: season.max_wishes, maxWeeks: season.max_weeks, weeks }), [season, weeks]);
  const clientErrors = useMemo(() => formErrors(values, context), [values, context]);
  const shown = useMemo(() => {
    const messages: Record<string, string> = tried ? Object.fromEntries(Object.entries(clientErrors).map(([field, { key, params }]) => [field, t(key, params)])) : {};
    for (const [field, message] of Object.entries(serverErrors)) messages[field] ??= message;
    return messages;
  }, [tried, clientErrors, serverErrors, t]);
  const errorCount = Object.keys(shown).length;

  const change = (next: WishValues) => {
    setValues(next);
    setServerErrors({});
    setFailure(undefined);
    setSaved(undefined);
  };

  const showFirstError = () =>
    requestAnimationFrame(() => {
      const first = document.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]');
      first?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      first?.focus({ preventScroll: true });
    });

  const save = async () => {
    setTried(true);
    setSaved(undefined);
    if (Object.keys(clientErrors).length > 0) return showFirstError();
    const { sentIndexes } = toPayload(values);
    setBusy(true);
    try {
      const answer = await saveWishList(season.id, toBody(values));
      setSaved({ message: answer.message, receipt: answer.data.receipt, fewWishes: answer.data.few_wishes });
      void queryClient.invalidateQueries({ queryKey: WISHES });
      requestAnimationFrame(() => top.current?.scrollIntoView({ block: 'start', behavior: 'smooth' }));
    } catch (error) {
      if (error instanceof ValidationError && Object.keys(error.fields).length > 0) {
        setServerErrors(Object.fromEntries(Object.entries(error.fields).map(([field, message]) => [formField(field, sentIndexes), message])));
        showFirstError();
      } else if (error instanceof ApiError && error.status === 409) {
        // The wish phase is over (or not yet begun): the list stays as it is, shown without saving.
        setClosed(error.message);
        void queryClient.invalidateQueries({ queryKey: WISHES });
      } else {
        setFailure(error instanceof Error && error.message ? error.message : t('wishes.page.save_failed'));
      }
    } finally {
      setBusy(false);
    }
  };

  // A friend group's change refused once the wish phase is over: its form goes away, so the page's notice is brought into view.
  const closeFromFriends = (message: string) => {
    setClosed(message);
    requestAnimationFrame(() => top.current?.scrollIntoView({ block: 'start', behavior: 'smooth' }));
  };

  const childName = (id: number) => familyChildren.find((child) => child.id === id)?.first_name ?? String(id);
  const { result } = answer;
  // With a result (pending or published) the draw phase's note would only repeat or contradict it.
  const phaseNote =
    season.phase === 'before'
      ? t('wishes.page.phase_before', { at: formatWallClock(season.wish_from) })
      : season.phase === 'draw' && !result
        ? t('wishes.page.phase_draw', { at: formatWallClock(season.publish_at) })
        : season.phase === 'first_come'
          ? t('wishes.page.phase_first_come')
          : null;
  const receipt = saved?.receipt ?? answer.list?.receipt;

  return (
    <Stack spacing={3}>
      {result ? <DrawResult result={result} seasonId={season.id} weeks={weeks} familyChildren={familyChildren} lang={lang} /> : null}
      <Box ref={top} sx={{ scrollMarginTop: 80 }}>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}>
          <Chip variant="outlined" label={t('wishes.page.wish_to', { at: formatWallClock(season.wish_to) })} />
          <Chip variant="outlined" label={t('wishes.page.publish_at', { at: formatWallClock(season.publish_at) })} />
        </Stack>
        <Stack spacing={1}>
          <Typography>{t('wishes.page.explain_fair')}</Typography>
          <Typography>{t('wishes.page.explain_rank')}</Typography>
          {familyChildren.length > 1 ? <Typography>{t('wishes.page.explain_together')}</Typography> : null}
        </Stack>
      </Box>

      {closed ? (
        <Alert severity="warning" role="alert">
          {closed}
        </Alert>
      ) : phaseNote ? (
        <Alert severity="info">{phaseNote}</Alert>
      ) : null}

      {saved ? (
        <Alert severity="success" role="status">
          <AlertTitle>{saved.message}</AlertTitle>
          {saved.fewWishes.length > 0 ? (
            <Typography variant="body2">{t('wishes.page.few_after_save', { children: saved.fewWishes.map(childName).join(', ') })}</Typography>
          ) : null}
        </Alert>
      ) : null}
      {receipt ? (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {!saved && answer.list ? `${t('wishes.page.last_saved', { at: formatDateTime(answer.list.submitted_at) })} ` : ''}
          {t('wishes.page.receipt', { receipt })}
        </Typography>
      ) : null}

      {weeks.length === 0 ? <Alert severity="info">{t('wishes.page.no_weeks')}</Alert> : null}
      {familyChildren.length === 0 ? (
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to="/my-family" color="inherit">
              {t('nav.my_family')}
            </Button>
          }
        >
          {t('wishes.page.no_children')}
        </Alert>
      ) : null}

      {values.children.map((entry, index) => (
        <ChildWishes
          key={entry.child}
          values={values}
          childIndex={index}
          child={familyChildren.find((child) => child.id === entry.child)!}
          weeks={weeks}
          maxWishes={season.max_wishes}
          maxWeeks={season.max_weeks}
          siblings={familyChildren.length > 1}
          readOnly={readOnly}
          lang={lang}
          errors={shown}
          onChange={change}
        />
      ))}

      <FriendGroups answer={answer} familyChildren={familyChildren} readOnly={readOnly} lang={lang} onClosed={closeFromFriends} />

      <Box component="section" aria-labelledby="wish-contacts-title">
        <Typography id="wish-contacts-title" variant="h6" component="h2">
          {t('wishes.page.contacts')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t('wishes.page.contacts_hint')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <EmergencyPhoneFields idPrefix="wish" values={values} errors={shown} readOnly={readOnly} onChange={(field, value) => change({ ...values, [field]: value })} />
        </Stack>
      </Box>

      {failure || (tried && errorCount > 0) ? (
        <Alert severity="error" role="alert">
          {failure ?? t('wishes.page.check_fields')}
        </Alert>
      ) : null}

      {readOnly ? null : (
        // Kept under the thumb on a phone while the list is long.
        <Box sx={{ position: 'sticky', bottom: 0, py: 1.5, bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider', zIndex: 1 }}>
          <Button variant="contained" size="large" onClick={() => void save()} disabled={busy} sx={{ minHeight: 48, width: { xs: '100%', sm: 'auto' } }}>
            {busy ? t('wishes.page.saving') : t('wishes.page.save')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
