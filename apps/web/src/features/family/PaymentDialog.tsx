import { compactIban, formatMoney, localName, type FamilyBooking, type FamilyRegistration } from '@app/domain';
import { ContentCopy } from '@mui/icons-material';
import { Box, Button, DialogActions, DialogContent, DialogContentText, FormControl, FormControlLabel, FormLabel, IconButton, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify } from '../../lib/notifications';
import { EpcQrCode } from './EpcQrCode';
import { FamilyDialog } from './FamilyDialog';
import { currentLanguage, useTranslation } from '../../lib/i18n';

/** An IBAN in groups of four, as printed on bank cards: easier to read out and compare. */
export const groupedIban = (iban: string) => compactIban(iban).replace(/(.{4})(?=.)/g, '$1 ');

/** The amount as a banking app's field takes it: `1234,50`, no grouping and no euro sign. */
export const plainAmount = (amount: number) => amount.toFixed(2).replace('.', ',');

interface Props {
  /** The booking to pay; null closes the dialog. */
  booking: FamilyBooking | null;
  /** Its registrations that still owe something: each can be paid alone. */
  registrations: FamilyRegistration[];
  onClose(): void;
}

/**
 * Paying by bank transfer (decisions.md section 10, decision 022): the whole booking under its reference, or
 * one of its weeks; recipient, IBAN, amount and reference as text with a copy button each (not every Italian
 * banking app scans EPC codes), and the EPC QR code of the transfer chosen.
 */
export function PaymentDialog({ booking, registrations, onClose }: Props) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  // 'booking', or the id of the one registration paid alone.
  const [choice, setChoice] = useState('booking');
  const owing = registrations.filter((registration) => registration.payment);
  const week = owing.find((registration) => String(registration.id) === choice);
  const shown = week?.payment ?? booking?.payment;
  const close = () => {
    setChoice('booking');
    onClose();
  };
  return (
    <FamilyDialog open={booking !== null} title={t('booking.payment.title')} onClose={close}>
      {booking && shown ? (
        <DialogContent dividers>
          <Typography sx={{ fontWeight: 600, mb: 1 }}>
            {t('family.registrations.booking', { reference: booking.reference })}
            {owing[0] ? `, ${localName(owing[0].course, lang)}` : ''}
          </Typography>
          {owing.length > 1 ? (
            <FormControl sx={{ mb: 2 }}>
              <FormLabel id="payment-what">{t('family.payment.what')}</FormLabel>
              <RadioGroup aria-labelledby="payment-what" value={week ? choice : 'booking'} onChange={(event) => setChoice(event.target.value)}>
                <FormControlLabel value="booking" control={<Radio />} label={t('family.payment.booking', { reference: booking.reference, amount: formatMoney(booking.open_amount) })} />
                {owing.map((registration) => (
                  <FormControlLabel
                    key={registration.id}
                    value={String(registration.id)}
                    control={<Radio />}
                    label={t('family.payment.week', {
                      child: registration.people.display_name,
                      week: localName(registration.courseWeek, lang),
                      amount: formatMoney(registration.payment!.amount),
                    })}
                  />
                ))}
              </RadioGroup>
            </FormControl>
          ) : null}
          <DialogContentText sx={{ mb: 2 }}>{t('family.payment.intro')}</DialogContentText>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { xs: 'center', sm: 'flex-start' } }}>
            <Box component="dl" sx={{ m: 0, flexGrow: 1, width: '100%', display: 'grid', gridTemplateColumns: 'auto 1fr auto', columnGap: 2, rowGap: 1, alignItems: 'center' }}>
              <TransferLine label={t('booking.payment.recipient')} value={shown.recipient} copy={shown.recipient} />
              <TransferLine label={t('booking.payment.iban')} value={groupedIban(shown.iban)} copy={compactIban(shown.iban)} mono />
              <TransferLine label={t('booking.payment.amount')} value={formatMoney(shown.amount)} copy={plainAmount(shown.amount)} />
              <TransferLine label={t('booking.payment.reference')} value={shown.reference} copy={shown.reference} mono />
            </Box>
            <Box component="figure" sx={{ m: 0, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, maxWidth: 240 }}>
              <EpcQrCode epc={shown.epc} label={t('family.payment.qr')} />
              <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
                {t('family.payment.qr_hint')}
              </Typography>
            </Box>
          </Stack>
        </DialogContent>
      ) : null}
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={close} size="large" autoFocus>
          {t('shell.close')}
        </Button>
      </DialogActions>
    </FamilyDialog>
  );
}

function TransferLine({ label, value, copy, mono }: { label: string; value: string; copy: string; mono?: boolean }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const copyValue = () => {
    // Older browsers and pages outside https have no clipboard: the text stays selectable.
    navigator.clipboard?.writeText(copy).then(
      () => notify('success', t('family.payment.copied', { field: label })),
      () => undefined,
    );
  };
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere', fontFamily: mono ? 'monospace' : undefined, fontWeight: 600 }}>
        {value}
      </Typography>
      <Box component="dd" sx={{ m: 0 }}>
        <IconButton onClick={copyValue} aria-label={t('family.payment.copy', { field: label })} title={t('family.payment.copy', { field: label })} size="small">
          <ContentCopy fontSize="small" />
        </IconButton>
      </Box>
    </>
  );
}
