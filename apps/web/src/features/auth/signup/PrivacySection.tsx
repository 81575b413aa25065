import OpenInNew from '@mui/icons-material/OpenInNew';
import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Grid,
  Link,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import { useId, type ReactNode } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { fieldMessage } from '../../../components/form/messages';
import { SignaturePad } from '../../../components/form/SignaturePad';
import { FormSection } from './FormSection';
import type { SignupValues } from './signup-form';

function NewTabLink({ href, children }: { href: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <OpenInNew fontSize="inherit" titleAccess={t('signup.privacy.new_tab')} sx={{ ml: 0.5, verticalAlign: 'middle' }} />
    </Link>
  );
}

interface Props {
  control: Control<SignupValues>;
  /** Option photo_privacy is '1': the organisation asks for consent to publish photos. */
  askPhotoConsent: boolean;
  /** Option app_privacy: the privacy document, if the organisation has published one. */
  privacyUrl: string;
}

/** Acceptance of the privacy terms, the photo question where it is asked, and the signature. */
export function PrivacySection({ control, askPhotoConsent, privacyUrl }: Props) {
  const { t } = useTranslation();
  const agbErrorId = useId();
  const photoLabelId = useId();
  const photoErrorId = useId();

  return (
    <FormSection title={t('signup.sections.privacy')}>
      {privacyUrl ? (
        <Grid size={12}>
          <Typography>
            <Trans i18nKey="signup.privacy.read" components={{ doc: <NewTabLink href={privacyUrl} /> }} />
          </Typography>
        </Grid>
      ) : null}
      <Grid size={12}>
        <Controller
          name="privacy_agb"
          control={control}
          render={({ field, fieldState }) => (
            <FormControl error={fieldState.invalid}>
              <FormControlLabel
                required
                label={t('signup.privacy.accept')}
                control={
                  <Checkbox
                    name={field.name}
                    checked={field.value}
                    onChange={(event) => field.onChange(event.target.checked)}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    sx={fieldState.invalid ? { color: 'error.main' } : undefined}
                    slotProps={{
                      input: {
                        'aria-invalid': fieldState.invalid,
                        'aria-describedby': fieldState.error ? agbErrorId : undefined,
                      },
                    }}
                  />
                }
              />
              {fieldState.error ? (
                <FormHelperText id={agbErrorId}>{fieldMessage(t, fieldState.error.message)}</FormHelperText>
              ) : null}
            </FormControl>
          )}
        />
      </Grid>
      {askPhotoConsent ? (
        <Grid size={12}>
          <Controller
            name="privacy_photo"
            control={control}
            render={({ field, fieldState }) => (
              <FormControl component="fieldset" required error={fieldState.invalid}>
                <FormLabel component="legend" id={photoLabelId}>
                  {t('signup.privacy.photo_question')}
                </FormLabel>
                <RadioGroup
                  row
                  name={field.name}
                  value={field.value ?? ''}
                  onChange={(_event, value) => field.onChange(value)}
                  onBlur={field.onBlur}
                  aria-labelledby={photoLabelId}
                  aria-describedby={fieldState.error ? photoErrorId : undefined}
                >
                  {(['yes', 'no'] as const).map((value) => (
                    <FormControlLabel
                      key={value}
                      value={value}
                      label={t(`form.${value}`)}
                      control={<Radio slotProps={{ input: { 'aria-invalid': fieldState.invalid } }} />}
                    />
                  ))}
                </RadioGroup>
                {fieldState.error ? (
                  <FormHelperText id={photoErrorId}>{fieldMessage(t, fieldState.error.message)}</FormHelperText>
                ) : null}
              </FormControl>
            )}
          />
        </Grid>
      ) : null}
      <Grid size={12}>
        <Controller
          name="signature"
          control={control}
          render={({ field, fieldState }) => (
            <SignaturePad
              label={t('signup.privacy.signature')}
              onChange={field.onChange}
              error={fieldState.error ? fieldMessage(t, fieldState.error.message) : undefined}
            />
          )}
        />
      </Grid>
    </FormSection>
  );
}
