import { permissionTextKeys, type Permission } from '@app/domain';
import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel, Grid } from '@mui/material';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n';
import { fieldMessage } from '../../components/form/messages';
import type { RoleFormValues } from './RoleForm';

/** The permissions offered, grouped by resource in the order the server lists them. */
function byResource(permissions: readonly Permission[]): [string, Permission[]][] {
  const groups = new Map<string, Permission[]>();
  for (const permission of permissions) {
    const resource = permission.split('.')[0]!;
    groups.set(resource, [...(groups.get(resource) ?? []), permission]);
  }
  return [...groups];
}

/**
 * The role's permissions as one group of checkboxes per resource, each named in the interface language
 * ("Kurse: Liste, Ansehen, ..."), so a role reads the way the office thinks about it.
 */
export function PermissionPicker({ control, offered, disabled }: { control: Control<RoleFormValues>; offered: readonly Permission[]; disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <Controller
      name="permissions"
      control={control}
      render={({ field, fieldState }) => {
        const chosen = new Set(field.value ?? []);
        const toggle = (permission: Permission, on: boolean) => {
          const next = new Set(chosen);
          if (on) next.add(permission);
          else next.delete(permission);
          field.onChange(offered.filter((name) => next.has(name)));
        };
        return (
          <FormControl component="fieldset" error={fieldState.invalid} disabled={disabled} fullWidth>
            <FormLabel component="legend" sx={{ mb: 1 }}>
              {t('roles.fields.permissions')}
            </FormLabel>
            <Grid container spacing={2}>
              {byResource(offered).map(([resource, permissions]) => (
                <Grid key={resource} size={{ xs: 12, sm: 6, md: 4 }}>
                  <FormControl component="fieldset" disabled={disabled}>
                    <FormLabel component="legend">{t(`roles.resources.${resource}`)}</FormLabel>
                    <FormGroup>
                      {permissions.map((permission) => (
                        <FormControlLabel
                          key={permission}
                          label={t(permissionTextKeys(permission).action)}
                          control={<Checkbox size="small" checked={chosen.has(permission)} onChange={(event) => toggle(permission, event.target.checked)} />}
                        />
                      ))}
                    </FormGroup>
                  </FormControl>
                </Grid>
              ))}
            </Grid>
            {fieldState.error ? <FormHelperText>{fieldMessage(t, fieldState.error.message)}</FormHelperText> : null}
          </FormControl>
        );
      }}
    />
  );
}
