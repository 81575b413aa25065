import { Box, Button, CircularProgress, Grid, Link, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { safeRedirect } from '../../../lib/safe-redirect';
import { fieldMessage } from '../../../components/form/messages';
import { applyServerErrors, scrollToFirstError } from '../../../components/form/server-errors';
import { PasswordFields } from '../../../components/form/PasswordFields';
import { PersonFields } from '../../../components/form/PersonFields';
import { PrivacyConsent } from '../../../components/form/PrivacyConsent';
import { TextInput } from '../../../components/form/TextInput';
import { Page } from '../../../components/Page';
import { ValidationError } from '../../../lib/api-client';
import { useNotify } from '../../../lib/notifications';
import { useOptions } from '../../../lib/options';
import { useSession } from '../../../lib/session';
import { register } from '../api';
import { FormSection } from './FormSection';
import { EMPTY_SIGNUP, signupResolver, type SignupPayload, type SignupValues } from './signup-form';

const half = { xs: 12, sm: 6 } as const;
const FAMILY_PAGE = '/my-family';

/** The messages of a failed sign-in, for one notification (specification section 4). */
function signInMessages(error: unknown): string {
  if (error instanceof ValidationError && Object.keys(error.fields).length > 0) return Object.values(error.fields).join(', ');
  return error instanceof Error ? error.message : String(error);
}

/**
 * /register: a parent creates an account, is signed in and lands on the family page, or back on the page that
 * sent them here (`redirect`: the course they were booking).
 */
export function SignupPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const { signIn } = useSession();
  const [params] = useSearchParams();
  const landing = params.has('redirect') ? safeRedirect(params.get('redirect')) : FAMILY_PAGE;
  const { photo_privacy } = useOptions();
  const askPhotoConsent = photo_privacy === '1';
  const resolver = useMemo(() => signupResolver(askPhotoConsent), [askPhotoConsent]);
  const form = useForm<SignupValues, unknown, SignupPayload>({
    defaultValues: EMPTY_SIGNUP,
    resolver,
    // Our own scroll goes to the first invalid field in page order, the signature pad included.
    shouldFocusError: false,
  });
  const { control } = form;

  const signUp = useMutation({
    mutationFn: (values: SignupPayload) => register(values),
    onSuccess: async (_answer, values) => {
      try {
        await signIn(values.email, values.password, false, landing);
      } catch (error) {
        notify('error', signInMessages(error));
        navigate(`/login?redirect=${encodeURIComponent(landing)}`);
        return;
      }
      // The guest-only guard leaves this page for the landing page now that the parent is signed in.
      notify('success', t('signup.success'));
    },
    onError: (error) => {
      const shown = applyServerErrors(form, error);
      // A 422 naming no field still has to be seen; other failures are notified by the query client.
      if (!shown && error instanceof ValidationError) notify('error', error.message);
    },
  });

  const onInvalid = (errors: FieldErrors<SignupValues>) => {
    // The two client messages the specification titles "Fehler" are also announced, not only shown in place.
    const announced = [errors.tax, errors.signature, errors.typed_signature].flatMap((error) => (error ? [fieldMessage(t, error.message)] : []));
    if (announced.length > 0) notify('error', `${t('form.error_title')}: ${announced.join(' ')}`);
    scrollToFirstError();
  };

  return (
    <Page title={t('signup.title')}>
      <Typography color="text.secondary">{t('signup.intro')}</Typography>
      <Box
        component="form"
        noValidate
        onSubmit={form.handleSubmit((values) => signUp.mutate(values), onInvalid)}
        aria-busy={signUp.isPending}
      >
        <FormSection title={t('signup.sections.general')}>
          <PersonFields control={control} own />
        </FormSection>

        <FormSection title={t('signup.sections.address')}>
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextInput control={control} name="plz" label={t('signup.fields.plz')} required autoComplete="postal-code" />
          </Grid>
          <Grid size={{ xs: 12, sm: 8 }}>
            <TextInput control={control} name="place" label={t('signup.fields.place')} required autoComplete="address-level2" />
          </Grid>
          <Grid size={12}>
            <TextInput control={control} name="address" label={t('signup.fields.address')} required autoComplete="street-address" />
          </Grid>
        </FormSection>

        <FormSection title={t('signup.sections.contact')}>
          <Grid size={half}>
            <TextInput control={control} name="phone" label={t('signup.fields.phone')} required type="tel" autoComplete="tel" />
          </Grid>
        </FormSection>

        <FormSection title={t('signup.sections.login')}>
          <Grid size={12}>
            <TextInput
              control={control}
              name="email"
              label={t('signup.fields.email')}
              required
              type="email"
              autoComplete="email"
              helperText={t('signup.hints.login')}
            />
          </Grid>
          <Grid size={12}>
            <PasswordFields
              control={control}
              askCurrent={false}
              passwordLabel={t('signup.fields.password')}
              confirmationLabel={t('signup.fields.password_confirmation')}
              passwordHint={t('signup.hints.password')}
              sideBySide
              required
            />
          </Grid>
        </FormSection>

        <FormSection title={t('signup.sections.privacy')}>
          <Grid size={12}>
            <PrivacyConsent control={control} />
          </Grid>
        </FormSection>

        <Box sx={{ mt: 3, display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
          <Typography>
            {t('signup.have_account')}{' '}
            <Link component={RouterLink} to="/login">
              {t('signup.to_login')}
            </Link>
          </Typography>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={signUp.isPending}
            startIcon={signUp.isPending ? <CircularProgress size={20} color="inherit" aria-hidden /> : undefined}
            sx={{ width: { xs: '100%', sm: 'auto' } }}
          >
            {t('signup.submit')}
          </Button>
        </Box>
      </Box>
    </Page>
  );
}
