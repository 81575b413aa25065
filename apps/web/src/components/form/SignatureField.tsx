import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n';
import { fieldMessage } from './messages';
import { SignaturePad } from './SignaturePad';

type Way = 'draw' | 'type';
export interface SignatureValues {
  signature?: string;
  typed_signature?: string;
}

/**
 * The signature of a consent: drawn on the pad, or, for who cannot draw (keyboard, screen reader, a shaky
 * hand), the full name typed. Only the chosen one is sent; the other is emptied when the way changes, as the
 * server takes exactly one. "Signature missing" sits under whichever is shown.
 */
export function SignatureField({ control }: { control: Control<SignatureValues> }) {
  const { t } = useTranslation();
  const drawn = useController({ control, name: 'signature' });
  const typed = useController({ control, name: 'typed_signature' });
  const [way, setWay] = useState<Way>(() => (typed.field.value ? 'type' : 'draw'));
  const legendId = useId();
  const missing = drawn.fieldState.error?.message;

  const choose = (next: Way) => {
    setWay(next);
    if (next === 'type') drawn.field.onChange('');
    else typed.field.onChange('');
  };
  const typedError = typed.fieldState.error?.message ?? missing;

  return (
    <FormControl component="fieldset" required>
      <FormLabel component="legend" id={legendId}>
        {t('form.privacy.signature_way')}
      </FormLabel>
      <Stack spacing={1.5}>
        <RadioGroup row name="signature_way" value={way} onChange={(_event, value) => choose(value as Way)} aria-labelledby={legendId}>
          <FormControlLabel value="draw" control={<Radio />} label={t('form.privacy.signature_draw')} />
          <FormControlLabel value="type" control={<Radio />} label={t('form.privacy.signature_type')} />
        </RadioGroup>
        {way === 'draw' ? (
          <SignaturePad label={t('form.privacy.signature')} onChange={drawn.field.onChange} error={missing ? fieldMessage(t, missing) : undefined} />
        ) : (
          <TextField
            name={typed.field.name}
            value={typed.field.value ?? ''}
            onChange={typed.field.onChange}
            onBlur={typed.field.onBlur}
            inputRef={typed.field.ref}
            id="typed_signature"
            label={t('form.privacy.typed_signature')}
            required
            fullWidth
            autoComplete="name"
            error={typedError !== undefined}
            helperText={typedError ? fieldMessage(t, typedError) : t('form.privacy.typed_signature_hint')}
            slotProps={{ htmlInput: { 'aria-invalid': typedError !== undefined } }}
          />
        )}
      </Stack>
    </FormControl>
  );
}
