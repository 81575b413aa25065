import { photoConsent, privacyUpdateSchema, type PrivacyUpdateInput } from '@app/domain';
import {
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Link,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { safeRedirect } from '../../lib/safe-redirect';
import { Loading } from '../../components/Loading';
import { Page } from '../../components/Page';
import { fieldMessage } from '../../components/form/messages';
import { formResolver } from '../../components/form/resolver';
import { applyServerErrors, scrollToFirstError } from '../../components/form/server-errors';
import { SignaturePad } from '../../components/form/SignaturePad';
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
  return <PrivacyForm photoConsentGiven={user?.people?.privacy_photo === 'yes'} onSaved={() => setSaved(true)} />;
}

function PrivacyForm({ photoConsentGiven, onSaved }: { photoConsentGiven: boolean; onSaved(): void }) {
  const { t } = useTranslation();
  const options = useOptions();
  const notify = useNotify();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const mutation = useUpdatePrivacy();
  const [signatureMissing, setSignatureMissing] = useState(false);
  const askPhotoConsent = options.photo_privacy === '1';
  const schema = useMemo(
    () => (askPhotoConsent ? privacyUpdateSchema.extend({ privacy_photo: photoConsent }) : privacyUpdateSchema),
    [askPhotoConsent],
  );
  const form = useForm<PrivacyUpdateInput>({
    resolver: formResolver(schema),
    defaultValues: { privacy_agb: false, privacy_photo: photoConsentGiven ? 'yes' : '', signature: '' },
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
    ({ privacy_agb, privacy_photo, signature }) =>
      mutation.mutate(
        { privacy_agb, signature, ...(askPhotoConsent ? { privacy_photo } : {}) },
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
          {options.app_privacy ? (
            <Link href={options.app_privacy} target="_blank" rel="noopener noreferrer" sx={{ alignSelf: 'flex-start' }}>
              {t('account.privacy.read_document')}
            </Link>
          ) : null}
          <Controller
            control={form.control}
            name="privacy_agb"
            render={({ field, fieldState }) => (
              <FormControl error={fieldState.invalid}>
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={field.value === true}
                      onChange={(event) => field.onChange(event.target.checked)}
                      onBlur={field.onBlur}
                      inputRef={field.ref}
                      slotProps={{ input: { 'aria-invalid': fieldState.invalid, 'aria-describedby': fieldState.invalid ? 'privacy_agb-error' : undefined } }}
                    />
                  }
                  label={t('account.privacy.accept')}
                />
                {fieldState.error ? <FormHelperText id="privacy_agb-error">{fieldMessage(t, fieldState.error.message)}</FormHelperText> : null}
              </FormControl>
            )}
          />
          {askPhotoConsent ? (
            <Controller
              control={form.control}
              name="privacy_photo"
              render={({ field, fieldState }) => (
                <FormControl error={fieldState.invalid} component="fieldset">
                  <FormLabel component="legend" id="privacy_photo-label">
                    {t('account.privacy.photo_question')}
                  </FormLabel>
                  <RadioGroup
                    row
                    name={field.name}
                    value={field.value ?? ''}
                    onChange={(event) => field.onChange(event.target.value)}
                    aria-labelledby="privacy_photo-label"
                  >
                    {(['yes', 'no'] as const).map((value, index) => (
                      <FormControlLabel
                        key={value}
                        value={value}
                        label={t(`form.${value}`)}
                        control={
                          <Radio
                            onBlur={field.onBlur}
                            inputRef={index === 0 ? field.ref : undefined}
                            slotProps={{ input: { 'aria-invalid': fieldState.invalid } }}
                          />
                        }
                      />
                    ))}
                  </RadioGroup>
                  {fieldState.error ? <FormHelperText>{fieldMessage(t, fieldState.error.message)}</FormHelperText> : null}
                </FormControl>
              )}
            />
          ) : null}
          <Controller
            control={form.control}
            name="signature"
            render={({ field, fieldState }) => (
              <SignaturePad
                label={t('account.privacy.signature')}
                onChange={(value) => field.onChange(value)}
                error={fieldState.error ? fieldMessage(t, fieldState.error.message) : undefined}
              />
            )}
          />
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
