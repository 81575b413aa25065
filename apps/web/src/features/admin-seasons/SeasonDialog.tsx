import { SEASON_LIMITS, SEASON_TIME_FIELDS, seasonInputSchema, type Season, type SeasonInput, type SeasonTimeField, type SeasonValues } from '@app/domain';
import { Box, Dialog, DialogContent, DialogTitle, Grid, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useEffect, useId, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useDialogSave } from '../../components/form/dialog-save';
import { DialogFormActions } from '../../components/form/FormActions';
import { NumberInput } from '../../components/form/NumberInput';
import { formResolver } from '../../components/form/resolver';
import { DateTimeInput, PickerLocalization } from '../../components/form/PickerInputs';
import { useTranslation } from '../../lib/i18n';
import { saveSeason, seasonsQuery } from './api';
import { FormHeading } from '../../components/form/FormHeading';

/** A new season starts with the limits of decision 028 (and the database's defaults): 5 wishes, 1 week, none held back. */
const NEW_SEASON_LIMITS = { acceptance_days: 7, max_wishes: 5, max_weeks: 1, held_back_places: 0 } as const;

type LimitField = keyof typeof NEW_SEASON_LIMITS;
const LIMIT_FIELDS = Object.keys(NEW_SEASON_LIMITS) as LimitField[];
/** Each limit's input range, as the schema holds it. */
const LIMIT_RANGES: Record<LimitField, { min: number; max: number }> = {
  acceptance_days: { min: 1, max: SEASON_LIMITS.acceptanceDays },
  max_wishes: { min: 1, max: SEASON_LIMITS.maxWishes },
  max_weeks: { min: 1, max: SEASON_LIMITS.maxWeeks },
  held_back_places: { min: 0, max: SEASON_LIMITS.heldBack },
};
/** The limits with a hint under them; the others say enough by their label. */
const HINTED = new Set<LimitField>(['acceptance_days', 'max_weeks', 'held_back_places']);

/** The form's values: a season's own, or a new one's (times empty, the limits of a new season). */
function formValues(season: Season | undefined, year: number): SeasonInput {
  const times = Object.fromEntries(SEASON_TIME_FIELDS.map((field) => [field, season?.[field] ?? ''])) as Pick<SeasonInput, SeasonTimeField>;
  const limits = Object.fromEntries(LIMIT_FIELDS.map((field) => [field, season?.[field] ?? NEW_SEASON_LIMITS[field]])) as Pick<SeasonInput, LimitField>;
  return { year: season?.year ?? year, ...times, ...limits };
}

interface Props {
  /** undefined for a new season. */
  season: Season | undefined;
  /** The course year a new season starts with. */
  year: number;
  onClose(): void;
}

/**
 * A season's form in a dialog (full screen on a phone): the course year, the five phase times as the office's
 * wall clock (pickers shown DD.MM.YYYY HH:mm that hold 'YYYY-MM-DDTHH:mm', the API's format) and the limits of a wish list. The
 * schema of the route checks it first; the server's field errors (the year taken, times out of order) land on
 * their fields and the dialog stays open.
 */
export function SeasonDialog({ season, year, onClose }: Props) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const form = useForm<SeasonInput, unknown, SeasonValues>({ resolver: formResolver(seasonInputSchema), defaultValues: formValues(season, year) });
  const { control } = form;
  const { save, saving } = useDialogSave(form, { send: saveSeason, invalidates: [seasonsQuery.queryKey], onSaved: onClose });
  // The times are checked against each other: once the errors show, a changed time checks the others again, so
  // "must follow the one before" goes from a later time as soon as an earlier one is corrected.
  useEffect(
    () =>
      form.subscribe({
        name: [...SEASON_TIME_FIELDS],
        formState: { values: true },
        callback: ({ name }) => {
          if (name && form.formState.isSubmitted) void form.trigger([...SEASON_TIME_FIELDS]);
        },
      }),
    [form],
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    // Portalled out of the page's DOM, the dialog's submit still bubbles through React to any form around it.
    event.stopPropagation();
    void form.handleSubmit((values) => save({ id: season?.id, values }))(event);
  };
  const label = (field: string) => t(`season.fields.${field}`);

  return (
    <PickerLocalization>
      <Dialog
        open
        onClose={() => !saving && onClose()}
        aria-labelledby={titleId}
        fullScreen={phone}
        fullWidth
        maxWidth="md"
      >
        <Box component="form" noValidate onSubmit={submit} sx={{ display: 'contents' }}>
          <DialogTitle id={titleId}>{season ? t('season.edit', { year: season.year }) : t('season.create')}</DialogTitle>
          <DialogContent dividers>
            <Typography variant="body2" sx={{ mb: 2 }}>
              {t('season.intro')}
            </Typography>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 6 }}>
                <NumberInput
                  control={control}
                  name="year"
                  label={label('year')}
                  required
                  autoFocus
                  slotProps={{ htmlInput: { min: 2000, max: 2100, step: 1, inputMode: 'numeric' } }}
                />
              </Grid>

              <FormHeading hint={t('season.sections.times_hint')}>{t('season.sections.times')}</FormHeading>
              {SEASON_TIME_FIELDS.map((field) => (
                <Grid key={field} size={{ xs: 12, sm: 6 }}>
                  <DateTimeInput control={control} name={field} label={label(field)} required />
                </Grid>
              ))}

              <FormHeading>{t('season.sections.limits')}</FormHeading>
              {LIMIT_FIELDS.map((field) => (
                <Grid key={field} size={{ xs: 12, sm: 6 }}>
                  <NumberInput
                    control={control}
                    name={field}
                    label={label(field)}
                    required
                    helperText={HINTED.has(field) ? t(`season.hints.${field}`) : undefined}
                    slotProps={{ htmlInput: { ...LIMIT_RANGES[field], step: 1, inputMode: 'numeric' } }}
                  />
                </Grid>
              ))}
            </Grid>
          </DialogContent>
          <DialogFormActions onCancel={onClose} saving={saving} />
        </Box>
      </Dialog>
    </PickerLocalization>
  );
}

