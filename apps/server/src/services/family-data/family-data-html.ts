import { escapeHtml, formatDate, formatDateTime, formatMoney, localName, translate, type Language } from '@app/domain';
import { htmlToText } from '../../mail/plain-text';
import type { FamilyData } from './collect-family-data';

type Cell = string | number | boolean | Date | null | undefined;

/**
 * The family's data as one readable, self-contained HTML page in the reader's language (decision 025): the
 * same content as the JSON file, the drawn signature embedded as an image, e-mails as their text.
 */
export function renderFamilyDataHtml(data: FamilyData, options: { lang: Language; timeZone: string }): string {
  const { lang, timeZone } = options;
  const t = (key: string, params?: Record<string, string>) => translate(lang, `familyData.${key}`, params);
  const yesNo = (value: boolean) => t(value ? 'document.yes' : 'document.no');
  const text = (value: Cell): string => {
    if (value === null || value === undefined) return '';
    if (typeof value === 'boolean') return yesNo(value);
    if (value instanceof Date) return formatDateTime(value, timeZone);
    return String(value);
  };
  const date = (value: string | null) => formatDate(value, timeZone);
  const pairs = (rows: [string, Cell][]) =>
    `<table>${rows.map(([field, value]) => `<tr><th scope="row">${escapeHtml(t(`fields.${field}`))}</th><td>${escapeHtml(text(value))}</td></tr>`).join('')}</table>`;
  const table = (fields: string[], rows: Cell[][]) =>
    rows.length === 0
      ? `<p>${escapeHtml(t('document.none'))}</p>`
      : `<table><thead><tr>${fields.map((field) => `<th scope="col">${escapeHtml(t(`fields.${field}`))}</th>`).join('')}</tr></thead><tbody>${rows
          .map((row) => `<tr>${row.map((cell) => `<td>${escapeHtml(text(cell))}</td>`).join('')}</tr>`)
          .join('')}</tbody></table>`;
  const section = (title: string, body: string) => `<section><h2>${escapeHtml(title)}</h2>${body}</section>`;

  const { person, account } = data.parent;
  const health = data.children.some((child) => 'with_diagnostics' in child);
  const childName = new Map(data.children.map((child) => [child.id, `${child.first_name} ${child.last_name}`]));
  const signature = data.signature.image
    ? `<img alt="${escapeHtml(t('document.signature'))}" src="data:${escapeHtml(data.signature.image.mime_type)};base64,${data.signature.image.data}" style="max-width:320px;border:1px solid #ccc">`
    : data.signature.typed
      ? `<p>${escapeHtml(t('document.typed_signature', { name: data.signature.typed }))}</p>`
      : `<p>${escapeHtml(t('document.no_signature'))}</p>`;

  const body = [
    section(
      t('document.parent'),
      pairs([
        ['first_name', person.first_name],
        ['last_name', person.last_name],
        ['tax', person.tax],
        ['gender', person.gender ? translate(lang, `people.gender.${person.gender}`) : null],
        ['birth', date(person.birth)],
        ['address', person.address],
        ['plz', person.plz],
        ['place', person.place],
        ['phone', person.phone],
        ['email', person.email],
        ['lang', person.lang],
        ['created_at', person.created_at],
      ]),
    ),
    account
      ? section(t('document.account'), pairs([['name', account.name], ['email', account.email], ['lang', account.lang], ['last_sign_in_at', account.last_sign_in_at], ['created_at', account.created_at]]))
      : '',
    section(t('document.consents'), pairs([['privacy_agb_at', data.consents.privacy_agb_at], ['privacy_photo_accept_at', data.consents.privacy_photo_accept_at]])),
    section(t('document.signature'), signature),
    section(t('document.other_parents'), table(['first_name', 'last_name', 'email', 'phone'], data.other_parents.map((p) => [p.first_name, p.last_name, p.email, p.phone]))),
    section(
      t('document.children'),
      table(
        ['first_name', 'last_name', 'tax', 'gender', 'birth', 'phone', 'phone_child', 'school', 'whatsapp_infos', ...(health ? ['with_diagnostics', 'risk_group'] : []), 'last_update'],
        data.children.map((child) => [
          child.first_name,
          child.last_name,
          child.tax,
          translate(lang, `people.gender.${child.gender}`),
          date(child.birth),
          child.phone,
          child.phone_child,
          translate(lang, `child.school.${child.school}`),
          child.whatsapp_infos,
          ...('with_diagnostics' in child ? [child.with_diagnostics, child.risk_group] : []),
          child.last_update,
        ]),
      ),
    ),
    section(
      t('document.bookings'),
      table(['booking_reference', 'created_at', 'reminded_at'], data.bookings.map((booking) => [booking.booking_reference, booking.created_at, booking.reminded_at])),
    ),
    section(
      t('document.registrations'),
      table(
        [
          'booking_reference', 'child', 'course', 'week', 'dates', 'day_type', 'is_waiting', 'emergency_contact1_phone', 'emergency_contact2_phone',
          'custom_fields', 'leave_alone', 'swimming_help', ...(health ? ['medicaments', 'incompatibilities', 'allergies'] : []), 'comment_user',
          'comment_internal', 'price', 'payed_amount', 'payed_at', 'created_at', 'deleted_at',
        ],
        data.registrations.map((row) => [
          row.booking_reference,
          childName.get(row.child_id),
          localName(row.course, lang),
          localName(row.week, lang),
          `${date(row.week.from)} - ${date(row.week.to)}`,
          translate(lang, `course.day_types.${row.day_type}`),
          row.is_waiting,
          row.emergency_contact1_phone,
          row.emergency_contact2_phone,
          [row.custom_field, row.custom_field_2, row.custom_field_3].filter(Boolean).join('; '),
          row.leave_alone,
          row.swimming_help,
          ...('medicaments' in row ? [row.medicaments, row.incompatibilities, row.allergies] : []),
          row.comment_user,
          row.comment_internal,
          formatMoney(row.price),
          row.payed_amount === null ? null : formatMoney(row.payed_amount),
          date(row.payed_at),
          row.created_at,
          row.deleted_at,
        ]),
      ),
    ),
    section(
      t('document.payments'),
      table(
        ['booked_on', 'amount', 'payer', 'remittance', 'ignore_reason'],
        data.payments.map((line) => [date(line.booked_on), formatMoney(line.amount), line.payer, line.remittance, line.ignore_reason]),
      ),
    ),
    section(
      t('document.wishes'),
      table(
        ['child', 'rank', 'week', 'dates', 'day_type', 'together'],
        data.wishes.map((wish) => [
          childName.get(wish.child_id),
          wish.rank,
          localName(wish.week, lang),
          `${date(wish.week.from)} - ${date(wish.week.to)}`,
          translate(lang, `course.day_types.${wish.day_type}`),
          wish.together,
        ]),
      ),
    ),
    section(
      t('document.address_links'),
      table(['email', 'created_at', 'expires_at'], data.address_links.map((link) => [link.email, link.created_at, link.expires_at])),
    ),
    section(
      t('document.health_access'),
      table(
        ['at', 'child', 'action', 'by'],
        data.health_access.map((entry) => [entry.at, childName.get(entry.child_id), translate(lang, `healthLog.actions.${entry.action}`), entry.roles]),
      ),
    ),
    section(
      t('document.emails'),
      data.emails.length === 0
        ? `<p>${escapeHtml(t('document.none'))}</p>`
        : data.emails
            .map(
              (email) =>
                `<article><h3>${escapeHtml(email.subject)}</h3>${pairs([['to', email.to], ['created_at', email.created_at], ['status', email.status]])}<pre>${escapeHtml(htmlToText(email.body))}</pre></article>`,
            )
            .join(''),
    ),
  ].join('\n');

  const title = t('document.title');
  return `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:Arial,Helvetica,sans-serif;line-height:1.4;margin:16px;color:#1a1a1a}table{border-collapse:collapse;margin-bottom:8px;display:block;overflow-x:auto}th,td{border:1px solid #ccc;padding:4px 6px;text-align:left;vertical-align:top}th{background:#f1f1f1}pre{white-space:pre-wrap;background:#f7f7f7;padding:8px}</style>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(t('document.exported_at', { date: formatDateTime(data.exported_at, timeZone) }))}</p>
${body}
</body>
</html>`;
}
