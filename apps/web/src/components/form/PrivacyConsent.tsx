import OpenInNew from '@mui/icons-material/OpenInNew';
import { FormControl, FormControlLabel, FormHelperText, FormLabel, Link, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { Controller, type Control, type Path } from 'react-hook-form';
import { Trans, useTranslation } from '../../lib/i18n';
import { useOptions } from '../../lib/options';
import { CheckboxInput } from './CheckboxInput';
import { fieldMessage } from './messages';
import { SignatureField, type SignatureValues } from './SignatureField';

/** The fields every consent form has (the sign-up and the renewed consent of /privacy). */
export interface ConsentValues {
  privacy_agb: boolean;
  privacy_photo?: 'yes' | 'no' | '';
  /** Drawn, or the full name typed instead: one of them (SignatureField). */
  signature?: string;
  typed_signature?: string;
}

/** Opens in a new tab, so the form and what was typed into it stay where they are. */
export function NewTabLink({ href, children }: { href: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <OpenInNew fontSize="inherit" titleAccess={t('form.new_tab')} sx={{ ml: 0.5, verticalAlign: 'middle' }} />
    </Link>
  );
}

/**
 * The privacy consent: the privacy document (option app_privacy) to read, or where to ask for it while none
 * is published; acceptance; the photo question when the organisation asks it (option photo_privacy); the
 * signature, drawn or typed.
 */
export function PrivacyConsent<T extends ConsentValues>({ control }: { control: Control<T> }) {
  const { t } = useTranslation();
  const { app_privacy, app_name, photo_privacy } = useOptions();
  const photoLabelId = useId();
  const photoErrorId = useId();
  // Generic forms name their fields as Path<T>; these are there by ConsentValues.
  const name = (field: keyof ConsentValues) => field as Path<T>;
  const consentControl = control as unknown as Control<ConsentValues>;

  return (
    <Stack spacing={2}>
      <Typography>
        {app_privacy ? (
          <Trans i18nKey="form.privacy.read" components={{ doc: <NewTabLink href={app_privacy} /> }} />
        ) : (
          <Trans i18nKey="form.privacy.no_document" values={{ organisation: app_name }} components={{ imprint: <NewTabLink href="/imprint" /> }} />
        )}
      </Typography>
      <Typography variant="body2">
        <Trans i18nKey="privacyNotice.consent_link" components={{ notice: <NewTabLink href="/privacy-notice" /> }} />
      </Typography>
      <CheckboxInput control={control} name={name('privacy_agb')} label={t('form.privacy.accept')} required />
      {photo_privacy === '1' ? (
        <Controller
          name="privacy_photo"
          control={consentControl}
          render={({ field, fieldState }) => (
            <FormControl component="fieldset" required error={fieldState.invalid}>
              <FormLabel component="legend" id={photoLabelId}>
                {t('form.privacy.photo_question')}
              </FormLabel>
              <RadioGroup
                row
                name={field.name}
                value={field.value ?? ''}
                onChange={(_event, value) => field.onChange(value)}
                aria-labelledby={photoLabelId}
                aria-describedby={fieldState.error ? photoErrorId : undefined}
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
              {fieldState.error ? <FormHelperText id={photoErrorId}>{fieldMessage(t, fieldState.error.message)}</FormHelperText> : null}
            </FormControl>
          )}
        />
      ) : null}
      <SignatureField control={control as unknown as Control<SignatureValues>} />
    </Stack>
  );
}
