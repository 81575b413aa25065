import { privacyUpdateSchema, privacyUpdateWithPhotoSchema, type PrivacyUpdateInput } from '@app/domain';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { safeRedirect } from '../../lib/safe-redirect';
import { Loading } from '../../components/Loading';
import { Page } from '../../components/Page';
import { formResolver } from '../../components/form/resolver';
import { applyServerErrors, scrollToFirstError } from '../../components/form/server-errors';
import { PrivacyConsent } from '../../components/form/PrivacyConsent';
import { ValidationError } from '../../lib/api-client';
import { useNotify } from '../../lib/notifications';
import { useSession } from '../../lib/session';
import { useOptions } from '../../lib/options';
import { useUpdatePrivacy } from './api';

/**
 * /privacy: a parent whose consent is missing or older than the current privacy document accepts it again and
 * signs. Only for them: anybody else is sent to the start page.
 */
export function PrivacyPage() {
  const { user } = useSession();
  // Once saved, the user data no longer asks for the check; the page must not send the parent home then.
  const [saved, setSaved] = useState(false);
  if (user === undefined) return <Loading />;
  if (!saved && !user?.privacy_verification_needed) return <Navigate to="/" replace />;
  return <PrivacyForm earlierPhotoAnswer={user?.people?.privacy_photo ?? ''} onSaved={() => setSaved(true)} />;
}

/** `earlierPhotoAnswer`: the photo question is answered as the parent answered it before; they may change it. */
function PrivacyForm({ earlierPhotoAnswer, onSaved }: { earlierPhotoAnswer: 'yes' | 'no' | ''; onSaved(): void }) {
  const { t } = useTranslation();
  const options = useOptions();
  const notify = useNotify();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const mutation = useUpdatePrivacy();
  const [signatureMissing, setSignatureMissing] = useState(false);
  const askPhotoConsent = options.photo_privacy === '1';
  const resolver = useMemo(() => formResolver(askPhotoConsent ? privacyUpdateWithPhotoSchema : privacyUpdateSchema), [askPhotoConsent]);
  const form = useForm<PrivacyUpdateInput>({
    resolver,
    defaultValues: { privacy_agb: false, privacy_photo: earlierPhotoAnswer, signature: '', typed_signature: '' },
  });

  // The entry with key 'default' is the first page of this visit: there is nothing to go back to.
  const canGoBack = location.key !== 'default';
  const goBack = () => void (canGoBack ? navigate(-1) : navigate('/'));
  const returnToPreviousPage = () => {
    const redirect = params.get('redirect');
    if (redirect) void navigate(safeRedirect(redirect), { replace: true });
    else if (canGoBack) void navigate(-1);
    else void navigate('/my-family', { replace: true });
  };

  const showErrors = (invalid: FieldErrors<PrivacyUpdateInput>) => {
    if (invalid.signature) setSignatureMissing(true);
    scrollToFirstError();
  };

  const submit = form.handleSubmit(
    ({ privacy_agb, privacy_photo, signature, typed_signature }) =>
      mutation.mutate(
        { privacy_agb, ...(signature ? { signature } : { typed_signature }), ...(askPhotoConsent ? { privacy_photo } : {}) },
        {
          onSuccess: ({ message }) => {
            onSaved();
            notify('success', message);
            returnToPreviousPage();
          },
          onError: (error) => {
            // What the parent can correct is shown; anything else is ignored, as the specification asks.
            if (error instanceof ValidationError && applyServerErrors(form, error)) {
              if (error.fields.signature) setSignatureMissing(true);
              return;
            }
            returnToPreviousPage();
          },
        },
      ),
    showErrors,
  );

  return (
    <Page title={t('account.privacy.title')} width="sm">
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2.5}>
          <Typography>{t('account.privacy.subtitle')}</Typography>
          <PrivacyConsent control={form.control} />
          <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
            <Button type="button" onClick={goBack}>
              {t('form.back')}
            </Button>
            <Button type="submit" variant="contained" size="large" disabled={mutation.isPending}>
              {t('form.submit')}
            </Button>
          </Stack>
        </Stack>
      </Box>
      <Dialog open={signatureMissing} onClose={() => setSignatureMissing(false)} aria-labelledby="signature-missing-title" aria-describedby="signature-missing-text">
        <DialogTitle id="signature-missing-title">{t('form.error_title')}</DialogTitle>
        <DialogContent>
          <DialogContentText id="signature-missing-text">{t('validation.signature_missing')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setSignatureMissing(false)} autoFocus>
            {t('shell.close')}
          </Button>
        </DialogActions>
      </Dialog>
    </Page>
  );
}
