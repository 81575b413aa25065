import { Box, Button, Link, Stack } from '@mui/material';
import type { FormEventHandler, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { Page } from '../../components/Page';

interface Props {
  title: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  submitDisabled: boolean;
  /** What comes before the button: the page's texts and fields. */
  children: ReactNode;
}

/** The two steps of a forgotten password (ask for a link, set the new password): each ends the same way, back to the login. */
export function PasswordPage({ title, onSubmit, submitLabel, submitDisabled, children }: Props) {
  const { t } = useTranslation();
  return (
    <Page title={title} width="sm">
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Stack spacing={2}>
          {children}
          <Button type="submit" variant="contained" size="large" disabled={submitDisabled}>
            {submitLabel}
          </Button>
          <Link component={RouterLink} to="/login" sx={{ alignSelf: 'flex-start' }}>
            {t('account.forgot.back_to_login')}
          </Link>
        </Stack>
      </Box>
    </Page>
  );
}
