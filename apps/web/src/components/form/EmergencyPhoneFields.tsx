import { PHONE_MAX_LENGTH } from '@app/domain';
import { TextField } from '@mui/material';
import { useTranslation } from '../../lib/i18n';

const PHONES = ['emergency_contact1_phone', 'emergency_contact2_phone'] as const;
type Phones = Record<(typeof PHONES)[number], string>;

/**
 * The two emergency phones a family gives once for its children's places: the booking dialog and the wish list
 * ask them the same way. The caller lays them out (a Stack) and shows `errors` by field.
 */
export function EmergencyPhoneFields({
  idPrefix,
  values,
  errors,
  onChange,
  readOnly = false,
}: {
  idPrefix: string;
  values: Phones;
  errors: Partial<Record<string, string>>;
  onChange: (field: keyof Phones, value: string) => void;
  readOnly?: boolean;
}) {
  const { t } = useTranslation();
  return PHONES.map((field) => (
    <TextField
      key={field}
      id={`${idPrefix}-${field}`}
      label={t(`booking.dialog.${field}`)}
      type="tel"
      autoComplete="tel"
      required
      fullWidth
      value={values[field]}
      onChange={(event) => onChange(field, event.target.value)}
      error={errors[field] !== undefined}
      helperText={errors[field]}
      slotProps={{ htmlInput: { maxLength: PHONE_MAX_LENGTH, 'aria-invalid': errors[field] !== undefined, readOnly } }}
    />
  ));
}
