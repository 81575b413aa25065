import { formatDate, type AdminPersonDetail } from '@app/domain';
import EmailIcon from '@mui/icons-material/Email';
import PhoneIcon from '@mui/icons-material/Phone';
import {
  Alert,
  Box,
  Button,
  Chip,
  Grid,
  Link,
  Stack,
  Tab,
  Tabs,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Link as RouterLink } from 'react-router';
import { useRecordId } from '../../components/form/useRecordId';
import { Loading } from '../../components/Loading';
import { Page } from '../../components/Page';
import { useSession } from '../../lib/session';
import { NotFoundPage } from '../errors';
import { personQuery, signatureUrl } from './api';
import { FamilyDataActions } from './FamilyDataActions';
import { Registrations } from './Registrations';

/**
 * /be/person/{id}/show: what the office needs on the phone (back-office specification, section 2): contact
 * details with phone and e-mail links, the children as chips leading to the child, and the registrations in
 * two tabs: current (weeks ending today or later) and history, waiting ones marked.
 */
export function PersonShow() {
  const { t } = useTranslation();
  const id = useRecordId();
  const { can } = useSession();
  const [tab, setTab] = useState<'current' | 'history'>('current');
  const person = useQuery({ ...personQuery(id ?? 0), enabled: id !== undefined });
  if (id === undefined || person.isError) return <NotFoundPage />;
  if (!person.data) return <Loading />;
  const data = person.data;
  const label = (name: string) => t(`people.fields.${name}`);
  const shown = data.registrations.filter((row) => row.current === (tab === 'current'));
  const place = [data.plz, data.place].filter(Boolean).join(' ');

  return (
    <Page
      title={data.display_name}
      actions={
        can('person.update') ? (
          <Button variant="outlined" component={RouterLink} to={`/be/person/${data.id}`}>
            {t('people.edit')}
          </Button>
        ) : null
      }
    >
      {data.has_login ? null : <Alert severity="info" sx={{ mb: 2 }}>{t('people.no_login')}</Alert>}
      <Typography variant="h6" component="h2" gutterBottom>
        {t('people.contact')}
      </Typography>
      <Grid container spacing={1} sx={{ mb: 3 }}>
        <Detail label={label('address')}>
          {data.address}
          {place ? `, ${place}` : ''}
        </Detail>
        <Detail label={label('phone')}>
          {data.phone ? (
            <Link href={`tel:${data.phone.replace(/[^0-9+]/g, '')}`} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
              <PhoneIcon fontSize="small" />
              {data.phone}
            </Link>
          ) : null}
        </Detail>
        <Detail label={label('email')}>
          {data.email ? (
            <Link href={`mailto:${data.email}`} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
              <EmailIcon fontSize="small" />
              {data.email}
            </Link>
          ) : null}
        </Detail>
        <Detail label={label('tax')}>{data.tax}</Detail>
        <Detail label={label('birth')}>{formatDate(data.birth)}</Detail>
        <Detail label={label('gender')}>{data.gender ? t(`people.gender.${data.gender}`) : ''}</Detail>
        <Detail label={t('people.signature')}>{data.signature_file_id || data.typed_signature ? <Signature person={data} /> : null}</Detail>
      </Grid>

      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h2">
          {t('people.children')}
        </Typography>
        {can('child.create') ? (
          <Button size="small" component={RouterLink} to={`/be/child/create?parent=${data.id}`}>
            {t('people.add_child')}
          </Button>
        ) : null}
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 3 }}>
        {data.childrens.length === 0 ? <Typography color="text.secondary">{t('people.no_children')}</Typography> : null}
        {data.childrens.map((child) =>
          can('child.update') ? (
            <Chip key={child.id} label={child.display_name} component={RouterLink} to={`/be/child/${child.id}`} clickable color="primary" variant="outlined" />
          ) : (
            <Chip key={child.id} label={child.display_name} />
          ),
        )}
      </Stack>

      <Tabs value={tab} onChange={(_event, value: 'current' | 'history') => setTab(value)} sx={{ mb: 1 }}>
        <Tab value="current" label={t('people.tabs.current')} />
        <Tab value="history" label={t('people.tabs.history')} />
      </Tabs>
      <Registrations rows={shown} />

      <FamilyDataActions personId={data.id} familyName={data.last_name} />

      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
        <Button component={RouterLink} to="/be/person">
          {t('people.back')}
        </Button>
      </Box>
    </Page>
  );
}

/** The consent's signature: the drawn image (a private file, read with the token) or the name typed instead. */
function Signature({ person }: { person: AdminPersonDetail }) {
  const { t } = useTranslation();
  if (person.signature_file_id) {
    return (
      <Box
        component="img"
        src={signatureUrl(person.signature_file_id)}
        alt={t('people.signature_image', { name: person.display_name })}
        sx={{ display: 'block', maxWidth: '100%', height: 80, objectFit: 'contain', bgcolor: '#ffffff', border: 1, borderColor: 'divider' }}
      />
    );
  }
  return (
    <>
      <Box component="span" sx={{ fontStyle: 'italic' }}>
        {person.typed_signature}
      </Box>{' '}
      <Typography component="span" variant="body2" color="text.secondary">
        ({t('people.signature_typed')})
      </Typography>
    </>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Grid size={{ xs: 12, sm: 6 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography component="div">{children || '–'}</Typography>
    </Grid>
  );
}
