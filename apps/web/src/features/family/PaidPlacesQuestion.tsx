import { formatDate, formatMoney, localName, type ErasurePreview, type PlaceChoice } from '@app/domain';
import { Box, FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup, Typography } from '@mui/material';
import { useId } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { fieldMessage } from '../../components/form/messages';
import { currentLanguage, useTranslation } from '../../lib/i18n';

/** The field an erasure form keeps the answer in: nothing chosen yet is ''. */
export interface PlacesValues {
  places: PlaceChoice | '';
}

interface Props {
  control: Control<PlacesValues>;
  preview: ErasurePreview;
  /** The office erasing a family reads about "the family" where the family reads "you". */
  office?: boolean;
}

/**
 * The question an erasure asks when the family has paid places of weeks to come (decision 025): which places,
 * and whether the children still attend (the places stay, the contact until the week is over) or the places are
 * given up (the waiting list gets them, the amount is refunded). The family page and the people show page ask it
 * the same way.
 */
export function PaidPlacesQuestion({ control, preview, office = false }: Props) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const labelId = useId();
  const errorId = useId();
  const amount = formatMoney(preview.refund_amount);
  return (
    <Controller
      name="places"
      control={control}
      rules={{ validate: (value) => value !== '' || 'familyData.places_required' }}
      render={({ field, fieldState }) => (
        <FormControl component="fieldset" required error={fieldState.invalid} sx={{ display: 'block', mb: 2 }}>
          <FormLabel component="legend" id={labelId} sx={{ fontWeight: 600 }}>
            {t('familyData.places.question')}
          </FormLabel>
          <Box component="ul" sx={{ my: 1, pl: 2.5 }}>
            {preview.paid_places.map((place) => (
              <Typography component="li" key={place.registration_id} variant="body2">
                {t('familyData.places.place', {
                  child: place.child_name,
                  course: localName(place.course, lang),
                  week: localName(place.week, lang),
                  dates: `${formatDate(place.week.from)} - ${formatDate(place.week.to)}`,
                  amount: formatMoney(place.payed_amount),
                })}
              </Typography>
            ))}
          </Box>
          <Typography variant="body2" sx={{ mb: 0.5 }}>
            {t(office ? 'familyData.places.office_intro' : 'familyData.places.intro')}
          </Typography>
          <RadioGroup
            name={field.name}
            value={field.value}
            onChange={(_event, value) => field.onChange(value)}
            aria-labelledby={labelId}
            aria-describedby={fieldState.error ? errorId : undefined}
          >
            {(['keep', 'release'] as const).map((choice, index) => (
              <FormControlLabel
                key={choice}
                value={choice}
                label={t(office ? `familyData.places.office_${choice}` : `familyData.places.${choice}`, { amount })}
                sx={{ alignItems: 'flex-start', my: 0.5, '& .MuiRadio-root': { mt: -0.75 } }}
                control={<Radio onBlur={field.onBlur} inputRef={index === 0 ? field.ref : undefined} slotProps={{ input: { 'aria-invalid': fieldState.invalid } }} />}
              />
            ))}
          </RadioGroup>
          {fieldState.error ? <FormHelperText id={errorId}>{fieldMessage(t, fieldState.error.message)}</FormHelperText> : null}
        </FormControl>
      )}
    />
  );
}
