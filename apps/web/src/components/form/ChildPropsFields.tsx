import type { CustomField } from '@app/domain';
import { Box, FormControlLabel, FormGroup, Switch, TextField } from '@mui/material';
import { useTranslation } from '../../lib/i18n';
import type { LineProps } from './child-answers';

const TEXT_MAX = 2000;

export interface ChildPropsFieldsProps {
  /** The prefix of the fields' ids (unique on the page). */
  id: string;
  props: LineProps;
  /** The messages to show, by prop name. */
  errors: Partial<Record<keyof LineProps, string>>;
  /** The course's questions about the child, with their labels in the page's language (answers required). */
  customFields?: readonly { field: CustomField; label: string }[];
  showLeaveAlone: boolean;
  showSwimmingHelp: boolean;
  /** Shown, not changed (a wish list after its phase). */
  readOnly?: boolean;
  onChange<F extends keyof LineProps>(field: F, value: LineProps[F]): void;
}

/**
 * What a family tells about one child (a booking's props): the course's questions, leave alone, swimming help
 * and the health answers. The booking dialog's child line and the wish list ask it alike.
 */
export function ChildPropsFields({ id, props, errors, customFields = [], showLeaveAlone, showSwimmingHelp, readOnly = false, onChange }: ChildPropsFieldsProps) {
  const { t } = useTranslation();
  // A question of the course (custom field) must be answered, as bookingErrors checks on send: marked like the other required fields.
  const text = (field: keyof LineProps, label: string, { multiline = false, required = false } = {}) => {
    const error = errors[field];
    return (
      <TextField
        id={`${id}-${field}`}
        label={label}
        value={props[field]}
        onChange={(event) => onChange(field, event.target.value)}
        multiline={multiline}
        minRows={multiline ? 2 : undefined}
        required={required}
        fullWidth
        error={error !== undefined}
        helperText={error}
        slotProps={{ htmlInput: { maxLength: TEXT_MAX, 'aria-invalid': error !== undefined, readOnly } }}
      />
    );
  };
  const toggle = (field: 'leave_alone' | 'swimming_help', label: string) => (
    <FormControlLabel
      control={<Switch id={`${id}-${field}`} checked={props[field]} disabled={readOnly} onChange={(event) => onChange(field, event.target.checked)} />}
      label={label}
      sx={{ minHeight: 48 }}
    />
  );
  return (
    <>
      {customFields.map(({ field, label }) => (
        <Box key={field}>{text(field, label, { required: true })}</Box>
      ))}
      {showLeaveAlone || showSwimmingHelp ? (
        <FormGroup>
          {showLeaveAlone ? toggle('leave_alone', t('booking.dialog.leave_alone')) : null}
          {showSwimmingHelp ? toggle('swimming_help', t('booking.dialog.swimming_help')) : null}
        </FormGroup>
      ) : null}
      {text('medicaments', t('booking.dialog.medicaments'), { multiline: true })}
      {text('incompatibilities', t('booking.dialog.incompatibilities'), { multiline: true })}
      {text('allergies', t('booking.dialog.allergies'), { multiline: true })}
    </>
  );
}
