import { escapeHtml, formatDate, formatMoney, translate, type Language, type TransferData } from '@app/domain';

/**
 * `Label: value` lines of one paragraph: no table, which narrow mail apps squeeze or run off the screen and
 * the text part would join into one word; only tags the rich-text cleaner keeps, so it reads the same anywhere.
 */
function labelledLines(rows: readonly (readonly [label: string, value: string])[]): string {
  return `<p>${rows.map(([label, value]) => `${escapeHtml(label)}: <strong>${escapeHtml(value)}</strong>`).join('<br>')}</p>`;
}

/** One registration's share of a booking's transfer, as the e-mail lists it: `Anna Muster, Woche 1 (Ganztag)`. */
export interface TransferPart {
  label: string;
  amount: number;
}

/**
 * The transfer data under the course's text, whatever the text says: recipient, IBAN, amount and reference to
 * copy into the banking app, and what the amount is made of when it pays several registrations. No QR image:
 * mail clients block inline `data:` images; the family page shows it.
 */
export function paymentBlock(transfer: TransferData, lang: Language, parts: readonly TransferPart[] = []): string {
  const t = (key: string) => translate(lang, key);
  return (
    `<h3>${escapeHtml(t('booking.payment.title'))}</h3><p>${escapeHtml(t('mail.transfer.intro'))}</p>` +
    labelledLines([
      [t('booking.payment.recipient'), transfer.recipient],
      [t('booking.payment.iban'), transfer.iban],
      [t('booking.payment.amount'), formatMoney(transfer.amount)],
      [t('booking.payment.reference'), transfer.reference],
    ]) +
    (parts.length > 1
      ? `<p>${escapeHtml(t('mail.transfer.parts'))}<br>${parts.map((part) => `${escapeHtml(part.label)}: ${escapeHtml(formatMoney(part.amount))}`).join('<br>')}</p>`
      : '')
  );
}

/**
 * The payment booked, under the text of `email_payed`: the amount received, its date, what is still open (of the
 * booking, decision 022), and the link to the family's confirmations, where the PDF for the tax return or the employer is downloaded
 * (it is made for the signed-in parent, so it is not attached).
 */
export function payedBlock(payment: { payedAmount: number; payedAt: string | null; open: number; appUrl: string }, lang: Language): string {
  const t = (key: string) => translate(lang, `mail.payed.${key}`);
  const link = escapeHtml(`${payment.appUrl}/confirmations`);
  return (
    `<h3>${escapeHtml(t('title'))}</h3>` +
    labelledLines([
      [t('amount'), formatMoney(payment.payedAmount)],
      ...(payment.payedAt ? [[t('date'), formatDate(payment.payedAt)] as const] : []),
      ...(payment.open > 0 ? [[t('open'), formatMoney(payment.open)] as const] : []),
    ]) +
    `<p>${escapeHtml(t('confirmation'))}<br><a href="${link}">${link}</a></p>`
  );
}
