import { askedQuestions, DAY_TYPES, formatDate, localName, localText, type FamilyChild, type Language } from '@app/domain';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  IconButton,
  Paper,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { FEW_WISHES } from '@app/domain';
import { useTranslation } from '../../lib/i18n';
import { ChildPropsFields } from '../../components/form/ChildPropsFields';
import {
  addWish,
  moveWish,
  removeWish,
  setChildProp,
  setCourseAnswer,
  setMaxWeeks,
  setWishDayType,
  setWishTogether,
  setWishWeek,
  weekGroups,
  type WishableWeek,
  type WishValues,
} from './wish-form';

interface Props {
  values: WishValues;
  childIndex: number;
  child: FamilyChild;
  weeks: readonly WishableWeek[];
  maxWishes: number;
  maxWeeks: number;
  /** "Together or not at all" needs a sibling: offered when the family has two children or more. */
  siblings: boolean;
  readOnly: boolean;
  lang: Language;
  /** The messages to show, by the form's field name. */
  errors: Record<string, string>;
  onChange(values: WishValues): void;
}

/** One child's card: at most N weeks, its ranked wishes, and what a booking asks about it (each wished course's own questions once). */
export function ChildWishes({ values, childIndex, child, weeks, maxWishes, maxWeeks, siblings, readOnly, lang, errors, onChange }: Props) {
  const { t } = useTranslation();
  const entry = values.children[childIndex]!;
  const prefix = `children.${childIndex}`;
  const id = `wish-child-${child.id}`;
  const name = child.first_name;
  const groups = weekGroups(weeks, lang);
  const weekById = new Map(weeks.map((week) => [week.id, week]));
  const count = entry.wishes.length;
  const listError = errors[`${prefix}.wishes`] ?? errors[`${prefix}.child`];
  const propErrors = Object.fromEntries(
    Object.entries(errors).flatMap(([field, message]) => (field.startsWith(`${prefix}.props.`) ? [[field.slice(`${prefix}.props.`.length), message]] : [])),
  );

  return (
    <Paper component="section" variant="outlined" aria-labelledby={`${id}-title`} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack spacing={2}>
        <Typography id={`${id}-title`} variant="h6" component="h3">
          {t('wishes.child.title', { child: child.display_name })}
        </Typography>

        <TextField
          id={`${id}-max-weeks`}
          select
          label={t('wishes.child.max_weeks')}
          value={String(entry.max_weeks)}
          onChange={(event) => onChange(setMaxWeeks(values, childIndex, Number(event.target.value)))}
          disabled={readOnly}
          error={errors[`${prefix}.max_weeks`] !== undefined}
          helperText={errors[`${prefix}.max_weeks`] ?? t('wishes.child.max_weeks_hint', { child: name })}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'aria-invalid': errors[`${prefix}.max_weeks`] !== undefined } }}
          sx={{ maxWidth: { sm: 320 } }}
        >
          {Array.from({ length: Math.max(maxWeeks, entry.max_weeks) }, (_value, index) => index + 1).map((number) => (
            <option key={number} value={number}>
              {t('wishes.child.weeks_option', { count: number })}
            </option>
          ))}
        </TextField>

        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
          <Stack component="legend" direction="row" sx={{ width: '100%', justifyContent: 'space-between', alignItems: 'baseline', flexWrap: 'wrap', columnGap: 2, mb: 1 }}>
            <Typography variant="subtitle1" component="span" sx={{ fontWeight: 600 }}>
              {t('wishes.child.wishes')}
            </Typography>
            <Typography variant="body2" component="span" color="text.secondary">
              {t('wishes.child.count', { count, max: maxWishes })}
            </Typography>
          </Stack>
          <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {entry.wishes.map((wish, wishIndex) => {
              const field = `${prefix}.wishes.${wishIndex}`;
              const wishId = `${id}-wish-${wish.key}`;
              const number = wishIndex + 1;
              const week = wish.course_week === null ? undefined : weekById.get(wish.course_week);
              const weekError = errors[`${field}.course_week`];
              const dayTypeError = errors[`${field}.day_type`];
              const togetherError = errors[`${field}.together`];
              // Each week once per child: the weeks of the child's other wishes are not offered again.
              const taken = new Set(entry.wishes.flatMap((other, index) => (index !== wishIndex && other.course_week !== null ? [other.course_week] : [])));
              return (
                <Box
                  component="li"
                  key={wish.key}
                  role="group"
                  aria-labelledby={`${wishId}-title`}
                  sx={{ border: 1, borderColor: weekError || dayTypeError || togetherError ? 'error.main' : 'divider', borderRadius: 1, px: 1.5, py: 1 }}
                >
                  <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
                    <Typography id={`${wishId}-title`} sx={{ fontWeight: 600 }}>
                      {t('wishes.child.wish', { number })}
                    </Typography>
                    {readOnly ? null : (
                      <Stack direction="row">
                        <IconButton
                          onClick={() => onChange(moveWish(values, childIndex, wishIndex, -1))}
                          disabled={wishIndex === 0}
                          aria-label={t('wishes.child.up', { number })}
                          title={t('wishes.child.up', { number })}
                        >
                          <ArrowUpwardIcon />
                        </IconButton>
                        <IconButton
                          onClick={() => onChange(moveWish(values, childIndex, wishIndex, 1))}
                          disabled={wishIndex === count - 1}
                          aria-label={t('wishes.child.down', { number })}
                          title={t('wishes.child.down', { number })}
                        >
                          <ArrowDownwardIcon />
                        </IconButton>
                        <IconButton
                          onClick={() => onChange(removeWish(values, childIndex, wishIndex))}
                          aria-label={t('wishes.child.remove', { number })}
                          title={t('wishes.child.remove', { number })}
                        >
                          <DeleteOutlineIcon />
                        </IconButton>
                      </Stack>
                    )}
                  </Stack>
                  <Stack spacing={1}>
                    {/* A native choice: the phone's own picker, grouped by course, each week with its dates. */}
                    <TextField
                      id={`${wishId}-week`}
                      select
                      label={t('wishes.child.week')}
                      value={wish.course_week === null ? '' : String(wish.course_week)}
                      onChange={(event) => onChange(setWishWeek(values, childIndex, wishIndex, weekById.get(Number(event.target.value))))}
                      required
                      fullWidth
                      disabled={readOnly}
                      error={weekError !== undefined}
                      helperText={weekError}
                      slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'aria-invalid': weekError !== undefined } }}
                    >
                      <option value="" disabled>
                        {t('wishes.child.choose_week')}
                      </option>
                      {groups.map((group) => (
                        <optgroup key={group.course} label={group.course}>
                          {group.weeks.map((option) => (
                            <option key={option.id} value={option.id} disabled={taken.has(option.id)}>
                              {`${localName(option, lang)} · ${formatDate(option.from)} – ${formatDate(option.to)}`}
                            </option>
                          ))}
                        </optgroup>
                      ))}
                    </TextField>
                    {week && week.full_day && week.half_day ? (
                      <FormControl error={dayTypeError !== undefined} disabled={readOnly}>
                        <FormLabel id={`${wishId}-day-type`}>{t('wishes.child.day_type')}</FormLabel>
                        <RadioGroup
                          row
                          aria-labelledby={`${wishId}-day-type`}
                          value={wish.day_type}
                          onChange={(event) => onChange(setWishDayType(values, childIndex, wishIndex, event.target.value as typeof wish.day_type))}
                        >
                          {DAY_TYPES.map((dayType) => (
                            <FormControlLabel key={dayType} value={dayType} control={<Radio />} label={t(`course.day_types.${dayType}`)} sx={{ minHeight: 44, mr: 3 }} />
                          ))}
                        </RadioGroup>
                        {dayTypeError ? <FormHelperText sx={{ mx: 0 }}>{dayTypeError}</FormHelperText> : null}
                      </FormControl>
                    ) : week ? (
                      <Typography variant="body2" color={dayTypeError ? 'error' : 'text.secondary'}>
                        {t('wishes.child.day_type')}: {t(`course.day_types.${wish.day_type}`)}
                        {dayTypeError ? ` – ${dayTypeError}` : ''}
                      </Typography>
                    ) : null}
                    {siblings ? (
                      <FormControl error={togetherError !== undefined}>
                        <FormControlLabel
                          label={t('wishes.child.together')}
                          sx={{ minHeight: 44 }}
                          control={
                            <Checkbox
                              checked={wish.together}
                              disabled={readOnly}
                              onChange={(event) => onChange(setWishTogether(values, childIndex, wishIndex, event.target.checked))}
                              slotProps={{ input: { 'aria-invalid': togetherError !== undefined, 'aria-describedby': togetherError ? `${wishId}-together-error` : undefined } }}
                            />
                          }
                        />
                        {togetherError ? (
                          <FormHelperText id={`${wishId}-together-error`} sx={{ mx: 0 }}>
                            {togetherError}
                          </FormHelperText>
                        ) : null}
                      </FormControl>
                    ) : null}
                  </Stack>
                </Box>
              );
            })}
          </Stack>
          {listError ? (
            <FormHelperText error data-invalid="true" sx={{ mx: 0 }}>
              {listError}
            </FormHelperText>
          ) : null}
          {count === 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('wishes.child.none', { child: name })}
            </Typography>
          ) : count < FEW_WISHES ? (
            <Alert severity="warning" sx={{ mt: 1.5 }}>
              {t('wishes.few_wishes')}
            </Alert>
          ) : null}
          {!readOnly && count < maxWishes && weeks.length > 0 ? (
            <Button startIcon={<AddIcon />} variant="outlined" onClick={() => onChange(addWish(values, childIndex))} sx={{ mt: 1.5, minHeight: 44 }}>
              {t('wishes.child.add')}
            </Button>
          ) : null}
        </Box>

        {count > 0 ? (
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
            <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
              {t('wishes.child.answers', { child: name })}
            </Typography>
            <Stack spacing={2}>
              {[...askedQuestions(entry.wishes.flatMap((wish) => (wish.course_week === null ? [] : [{ course_week: wish.course_week }])), { weeks: weekById })].map(([courseId]) => {
                const course = weeks.find((week) => week.course.id === courseId)!;
                return course.questions.map(({ field, label_de, label_it }) => {
                  const error = errors[`${prefix}.answers.${courseId}.${field}`];
                  return (
                    <TextField
                      key={`${courseId}-${field}`}
                      id={`${id}-course-${courseId}-${field}`}
                      label={`${localText(label_de, label_it, lang)} (${localName(course.course, lang)})`}
                      value={entry.answers[courseId]?.[field] ?? ''}
                      onChange={(event) => onChange(setCourseAnswer(values, childIndex, courseId, field, event.target.value))}
                      required
                      fullWidth
                      disabled={readOnly}
                      error={error !== undefined}
                      helperText={error}
                      slotProps={{ htmlInput: { 'aria-invalid': error !== undefined } }}
                    />
                  );
                });
              })}
              <ChildPropsFields
                id={id}
                props={entry.props}
                errors={propErrors}
                showLeaveAlone
                showSwimmingHelp
                readOnly={readOnly}
                onChange={(field, value) => onChange(setChildProp(values, childIndex, field, value))}
              />
            </Stack>
          </Box>
        ) : null}
      </Stack>
    </Paper>
  );
}
