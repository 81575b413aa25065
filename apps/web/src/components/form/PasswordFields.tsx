import { Grid } from '@mui/material';
import type { Control, FieldValues } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n';
import { TextInput } from './TextInput';

/** Optional: a new account's form has no current password. */
interface PasswordValues extends FieldValues {
  current_password?: string;
  password?: string;
  password_confirmation?: string;
}

interface Props<T extends PasswordValues> {
  control: Control<T>;
  /** One's own new password asks the current one: the server refuses it otherwise. */
  askCurrent: boolean;
  passwordLabel: string;
  confirmationLabel: string;
  /** New password and its repetition side by side from sm up, as in the wide back-office form. */
  sideBySide?: boolean;
  /** A password must be typed (sign-up); elsewhere an empty one keeps the stored password. */
  required?: boolean;
  /** Shown under the new password while it has no error. */
  passwordHint?: string;
}

/**
 * Setting a password (sign-up, own profile, back-office user form): the current one where asked, the new one
 * and its repetition, named for password managers.
 */
export function PasswordFields<T extends PasswordValues>(props: Props<T>) {
  const { control, askCurrent, passwordLabel, confirmationLabel, sideBySide = false, required = false, passwordHint } = props;
  const { t } = useTranslation();
  // The names below are fields of every form this serves; Path<T> of a generic T cannot show it.
  const fields = control as unknown as Control<PasswordValues>;
  const size = sideBySide ? { xs: 12, sm: 6 } : 12;
  return (
    <Grid container spacing={2}>
      {askCurrent ? (
        <Grid size={12}>
          <TextInput control={fields} name="current_password" type="password" label={t('account.fields.current_password')} autoComplete="current-password" />
        </Grid>
      ) : null}
      <Grid size={size}>
        <TextInput control={fields} name="password" type="password" label={passwordLabel} autoComplete="new-password" required={required} helperText={passwordHint} />
      </Grid>
      <Grid size={size}>
        <TextInput control={fields} name="password_confirmation" type="password" label={confirmationLabel} autoComplete="new-password" required={required} />
      </Grid>
    </Grid>
  );
}
