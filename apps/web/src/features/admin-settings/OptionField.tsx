import {
  integerBounds,
  issueMessage,
  OPTION_RULES,
  OPTION_UPLOAD_FIELDS,
  optionValueSchema,
  type EditableOptionKey,
  type IssueLike,
  type OptionUploadField,
} from '@app/domain';
import SaveIcon from '@mui/icons-material/Save';
import { Box, Button, Checkbox, Divider, FormControlLabel, FormHelperText, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Controller, useFormContext, useFormState } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n';
import { fieldMessage } from '../../components/form/messages';
import { TextInput } from '../../components/form/TextInput';
import { UploadField } from '../../components/form/UploadField';
import { RichTextInput } from '../../components/rich-text/RichTextInput';
import { ValidationError } from '../../lib/api-client';
import { useNotify } from '../../lib/notifications';
import { uploadOptionFile, useSaveOption } from './api';
import { ColorInput } from './ColorInput';

export type OptionValues = Record<EditableOptionKey, string>;

const UPLOAD_FIELD = Object.fromEntries(Object.entries(OPTION_UPLOAD_FIELDS).map(([field, key]) => [key, field])) as Partial<
  Record<EditableOptionKey, OptionUploadField>
>;

// Printed on the payment confirmation line by line.
const MULTILINE = new Set<EditableOptionKey>(['payment_address', 'payment_address_it']);
const FOOTER_IMAGES = new Set<EditableOptionKey>(['app_footer', 'app_footer_1']);
// What a field changes beyond its label says: the payee appears on every transfer and on the confirmation.
const HINTS: Partial<Record<EditableOptionKey, string>> = { payment_recipient: 'settingsPage.options.payment_recipient_hint' };

/** `/api/files/<id>/<name>`: the name part, for the link to the privacy document. */
function fileName(url: string): string | undefined {
  const last = url.split('/').pop();
  return last ? decodeURIComponent(last) : undefined;
}

interface Props {
  name: EditableOptionKey;
  editable: boolean;
  /** Shown under the save button, inside the field's box (the privacy check beside the privacy document). */
  extra?: ReactNode;
}

/**
 * One option with its own save button: it checks the key's rules, saves only this key and shows the
 * server's message under it. An uploaded file is saved into the key at once; a removed one with the button.
 */
export function OptionField({ name, editable, extra }: Props) {
  const { t } = useTranslation();
  const notify = useNotify();
  const form = useFormContext<OptionValues>();
  const { dirtyFields } = useFormState({ control: form.control, name });
  const save = useSaveOption();
  const { kind, required } = OPTION_RULES[name];
  const label = t(`settings.option.fields.${name}`);

  const submit = (value = form.getValues(name)) => {
    const parsed = optionValueSchema(name).safeParse(value);
    if (!parsed.success) {
      const { key, params } = issueMessage(parsed.error.issues[0] as IssueLike);
      form.setError(name, { type: 'client', message: t(key, params) }, { shouldFocus: true });
      return;
    }
    form.clearErrors(name);
    save.mutate(
      { key: name, value: parsed.data },
      {
        onSuccess: ({ message, data }) => {
          notify('success', message);
          form.resetField(name, { defaultValue: data.value });
        },
        onError: (error) => {
          if (error instanceof ValidationError) {
            form.setError(name, { type: 'server', message: error.fields.value ?? error.fields.key ?? error.message }, { shouldFocus: true });
          }
        },
      },
    );
  };

  const input = () => {
    switch (kind) {
      case 'text':
      case 'url':
        return (
          <TextInput
            control={form.control}
            name={name}
            label={label}
            required={required}
            type={kind === 'url' ? 'url' : 'text'}
            multiline={MULTILINE.has(name)}
            minRows={MULTILINE.has(name) ? 3 : undefined}
            helperText={HINTS[name] ? t(HINTS[name]) : undefined}
          />
        );
      case 'integer':
        return (
          <TextInput
            control={form.control}
            name={name}
            label={label}
            required={required}
            slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
            helperText={t('settingsPage.options.integer_range', integerBounds(name))}
          />
        );
      case 'rich_text':
        return <RichTextInput control={form.control} name={name} label={label} required={required} toolbar="headings" />;
      case 'color':
        return <ColorInput control={form.control} name={name} label={label} required={required} />;
      case 'flag':
        return (
          <Controller
            name={name}
            control={form.control}
            render={({ field, fieldState }) => (
              <Box>
                <FormControlLabel
                  label={label}
                  control={
                    <Checkbox
                      name={field.name}
                      inputRef={field.ref}
                      onBlur={field.onBlur}
                      checked={field.value === '1'}
                      onChange={(event) => field.onChange(event.target.checked ? '1' : '0')}
                    />
                  }
                />
                {fieldState.error ? <FormHelperText error>{fieldMessage(t, fieldState.error.message)}</FormHelperText> : null}
              </Box>
            )}
          />
        );
      case 'image':
      case 'document': {
        const uploadField = UPLOAD_FIELD[name]!;
        return (
          <Controller
            name={name}
            control={form.control}
            render={({ field, fieldState }) => (
              <UploadField
                label={label}
                field={uploadField}
                kind={kind}
                value={field.value ? { url: field.value, name: kind === 'document' ? fileName(field.value) : undefined } : null}
                upload={uploadOptionFile}
                onChange={(file) => {
                  field.onChange(file?.url ?? '');
                  if (file) submit(file.url);
                }}
                error={fieldState.error ? fieldMessage(t, fieldState.error.message) : undefined}
                previewHeight={FOOTER_IMAGES.has(name) ? 100 : undefined}
                disabled={!editable}
              />
            )}
          />
        );
      }
    }
  };

  return (
    <Paper
      variant="outlined"
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      sx={{ p: 2, height: '100%', display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Box sx={{ flexGrow: 1 }}>{input()}</Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'flex-end' }}>
        {dirtyFields[name] ? (
          <Typography variant="body2" sx={{ color: 'text.secondary', flexGrow: 1 }}>
            {t('settingsPage.options.unsaved')}
          </Typography>
        ) : null}
        <Button
          type="submit"
          variant="contained"
          startIcon={<SaveIcon />}
          disabled={!editable || save.isPending}
          aria-label={t('settingsPage.options.save_field', { field: label })}
        >
          {t('admin.save')}
        </Button>
      </Stack>
      {extra ? (
        <>
          <Divider />
          {extra}
        </>
      ) : null}
    </Paper>
  );
}
