import DeleteIcon from '@mui/icons-material/Delete';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, Button, FormHelperText, FormLabel, Link, Stack } from '@mui/material';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { ValidationError } from '../../lib/api-client';

export interface UploadedFile {
  url: string;
  name?: string;
}

interface Props {
  label: string;
  /** The multipart field the server expects (image, file, logo, background ...): its errors come back on it. */
  field: string;
  kind: 'image' | 'document';
  value: UploadedFile | null;
  upload(form: FormData): Promise<UploadedFile & { id?: string }>;
  onChange(file: (UploadedFile & { id?: string }) | null): void;
  /** An error of the surrounding form for this field (e.g. from saving). */
  error?: string;
  /** Height of an image preview; footer images are shown 100 px high. */
  previewHeight?: number;
  /** The course week dialog allows a new programme only after the old one was removed. */
  replaceOnlyAfterRemove?: boolean;
  /** Shows the stored file only, for users who may not change it. */
  disabled?: boolean;
}

/**
 * Upload of one image or document: shows what is stored (an image preview or a download link), uploads a new
 * file at once, and removes it. The server checks the file's real type; its message appears under the field.
 */
export function UploadField({ label, field, kind, value, upload, onChange, error, previewHeight = 120, replaceOnlyAfterRemove, disabled }: Props) {
  const { t } = useTranslation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [uploadError, setUploadError] = useState<string>();
  const message = uploadError ?? error;

  const send = async (file: File) => {
    const form = new FormData();
    form.append(field, file);
    setBusy(true);
    setUploadError(undefined);
    try {
      onChange(await upload(form));
    } catch (failure) {
      setUploadError(failure instanceof ValidationError ? (failure.fields[field] ?? failure.message) : (failure as Error).message);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  const canUpload = !disabled && !(replaceOnlyAfterRemove && value);
  return (
    <Stack spacing={1} data-invalid={message ? 'true' : undefined}>
      <FormLabel htmlFor={inputId} error={Boolean(message)}>
        {label}
      </FormLabel>
      {value ? (
        kind === 'image' ? (
          <Box component="img" src={value.url} alt={value.name ?? label} sx={{ height: previewHeight, maxWidth: '100%', objectFit: 'contain', alignSelf: 'flex-start' }} />
        ) : (
          <Link href={value.url} target="_blank" rel="noopener">
            {value.name ?? t('editor.download')}
          </Link>
        )
      ) : (
        <Box sx={{ color: 'text.secondary' }}>{t('editor.no_file')}</Box>
      )}
      <Stack direction="row" spacing={1}>
        <input
          ref={input}
          id={inputId}
          type="file"
          hidden
          accept={kind === 'image' ? 'image/png,image/jpeg,image/webp' : 'application/pdf'}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void send(file);
          }}
        />
        {canUpload ? (
          <Button variant="outlined" startIcon={<UploadFileIcon />} disabled={busy} onClick={() => input.current?.click()}>
            {busy ? t('editor.uploading') : kind === 'image' ? t('editor.upload_image') : t('editor.upload')}
          </Button>
        ) : null}
        {value && !disabled ? (
          <Button startIcon={<DeleteIcon />} onClick={() => onChange(null)}>
            {t('editor.remove_file')}
          </Button>
        ) : null}
      </Stack>
      {message ? <FormHelperText error>{message}</FormHelperText> : null}
    </Stack>
  );
}
