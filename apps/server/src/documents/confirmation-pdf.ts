import { bookingReference, formatDate, formatMoney, localName, localText, payeeName, sumMoney, translate, type Language } from '@app/domain';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { richTextParagraphs } from '../lib/rich-text';
import type { ConfirmationData } from '../services/family/load-confirmation';

/** Italian stamp duty (imposta di bollo) is due on receipts above this amount (decisions.md section 4). */
const STAMP_DUTY_THRESHOLD = 77.47;

const A4_MARGIN = 56;
const INK = '#1a1a1a';
const MUTED = '#5f6368';
const RULE = '#c8c8c8';
const SHADE = '#f1f1f1';

/**
 * DejaVu Sans draws Latin with every diacritic, Greek and Cyrillic, so any name the forms accept prints as
 * typed (the name fields refuse what it cannot draw: `isPrintableName` in the domain). pdfkit embeds only the
 * glyphs a document uses. The paths double as pdfkit's font cache keys, so each face is read once a document.
 */
const resolve = createRequire(import.meta.url).resolve;
export const PDF_FONTS = {
  regular: resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
} as const;
const { regular: REGULAR, bold: BOLD } = PDF_FONTS;

/**
 * The payment confirmation of one child in one course as an A4 PDF in German or Italian (decisions.md
 * section 4), for the tax deduction and employer reimbursement: organisation header with logo, address and
 * tax code; payer and child; course, reason, method of payment and the bookings' references; one table of the paid weeks with dates,
 * payment date and amount; the total; the stamp duty line; the option texts; place and date of issue.
 */
export function renderConfirmationPdf(data: ConfirmationData, options: { lang: Language; now: Date; timeZone: string }): Promise<Buffer> {
  const { lang } = options;
  const { child, course, parent, paid } = data;
  const o = data.options;
  const t = (key: string, params?: Record<string, string>) => translate(lang, `family.confirmation.${key}`, params);
  const courseName = localName({ name: course.name, name_it: course.name_it }, lang);
  const weekName = (week: (typeof paid)[number]['week']) => localName({ name: week.name, name_it: week.name_it }, lang);
  const total = sumMoney(paid.map((row) => row.registration.payed_amount ?? 0));
  // The organisation the families paid issues the confirmation: the payee of their transfers.
  const issuer = payeeName(o);

  const doc = new PDFDocument({
    size: 'A4',
    margin: A4_MARGIN,
    font: REGULAR,
    info: { Title: `${t('title')} - ${child.first_name} ${child.last_name} - ${courseName}`, Author: issuer },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = A4_MARGIN;
  const width = doc.page.width - 2 * A4_MARGIN;
  const right = left + width;

  // ------------------------------------------------------------ header: logo left, organisation right
  const top = A4_MARGIN;
  let logoBottom = top;
  if (data.logo) {
    try {
      doc.image(data.logo, left, top, { fit: [150, 60] });
      logoBottom = top + 60;
    } catch {
      // A logo pdfkit cannot read is left out; the document still serves its purpose.
    }
  }
  const addressLines = localText(o.payment_address, o.payment_address_it, lang).split(/\r?\n/).map((line) => line.trim()).filter(Boolean);
  const orgX = left + width / 2;
  doc.font(BOLD).fontSize(11).fillColor(INK).text(issuer, orgX, top, { width: width / 2, align: 'right' });
  doc.font(REGULAR).fontSize(9).fillColor(MUTED);
  for (const line of addressLines) doc.text(line, { width: width / 2, align: 'right' });
  if (o.payment_tax_code) doc.text(`${t('organisation_tax')}: ${o.payment_tax_code}`, { width: width / 2, align: 'right' });
  let y = Math.max(doc.y, logoBottom) + 14;
  doc.moveTo(left, y).lineTo(right, y).lineWidth(0.8).strokeColor(RULE).stroke();
  y += 22;

  // ------------------------------------------------------------ title and intro
  doc.font(BOLD).fontSize(18).fillColor(INK).text(t('title'), left, y, { width });
  doc.moveDown(0.6);
  doc.font(REGULAR).fontSize(10).fillColor(INK);
  for (const paragraph of richTextParagraphs(localText(o.payment_intro, o.payment_intro_it, lang))) {
    doc.text(paragraph, left, doc.y, { width, lineGap: 2 });
    doc.moveDown(0.4);
  }
  doc.moveDown(0.6);

  // ------------------------------------------------------------ payer and child, side by side
  const column = (width - 24) / 2;
  const block = (x: number, title: string, lines: [string, string][], startY: number) => {
    doc.font(BOLD).fontSize(9).fillColor(MUTED).text(title.toUpperCase(), x, startY, { width: column, characterSpacing: 0.5 });
    doc.moveDown(0.3);
    for (const [label, value] of lines) {
      if (!value) continue;
      const rowY = doc.y;
      doc.font(REGULAR).fontSize(9).fillColor(MUTED).text(label, x, rowY, { width: 80 });
      doc.font(REGULAR).fontSize(10).fillColor(INK).text(value, x + 84, rowY, { width: column - 84 });
      doc.moveDown(0.15);
    }
    return doc.y;
  };
  const parentAddress = [parent.address, [parent.plz, parent.place].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const blocksTop = doc.y;
  const payerBottom = block(left, t('payer'), [
    [t('name'), `${parent.first_name} ${parent.last_name}`],
    [t('tax'), parent.tax ?? ''],
    [t('address'), parentAddress],
  ], blocksTop);
  const childBottom = block(left + column + 24, t('child'), [
    [t('name'), `${child.first_name} ${child.last_name}`],
    [t('tax'), child.tax],
    [t('birth'), formatDate(child.birth)],
  ], blocksTop);
  y = Math.max(payerBottom, childBottom) + 16;

  // ------------------------------------------------------------ course, reason, method
  const weeksText = paid.map(({ week }) => `${weekName(week)} (${formatDate(week.from)} - ${formatDate(week.to)})`).join(', ');
  for (const [label, value] of [
    [t('course'), courseName],
    [t('reason'), t('reason_text', { course: courseName, weeks: weeksText })],
    [t('method'), t('bank_transfer')],
    // The references the transfers carried (decision 022), so the family finds them on its bank statement.
    [t('reference'), [...new Set(paid.map(({ registration }) => bookingReference(registration.booking_id)))].join(', ')],
  ] as const) {
    doc.font(REGULAR).fontSize(9).fillColor(MUTED).text(label, left, y, { width: 110 });
    doc.font(REGULAR).fontSize(10).fillColor(INK).text(value, left + 114, y, { width: width - 114, lineGap: 1 });
    y = doc.y + 5;
  }
  y += 12;

  // ------------------------------------------------------------ the paid weeks
  // Wide enough, in DejaVu Sans, for a date range and for "Zahlungsdatum" / "Data di pagamento" on one line.
  const columns = [
    { title: t('week'), width: width * 0.27, align: 'left' as const },
    { title: t('dates'), width: width * 0.29, align: 'left' as const },
    { title: t('payed_at'), width: width * 0.26, align: 'left' as const },
    { title: t('amount'), width: width * 0.18, align: 'right' as const },
  ];
  const cellPadding = 6;
  const drawRow = (cells: string[], options: { bold?: boolean; shade?: boolean }) => {
    doc.font(options.bold ? BOLD : REGULAR).fontSize(10);
    const heights = cells.map((cell, index) => doc.heightOfString(cell, { width: columns[index]!.width - 2 * cellPadding }));
    const height = Math.max(...heights) + 2 * cellPadding;
    if (y + height > doc.page.height - A4_MARGIN) {
      doc.addPage();
      y = A4_MARGIN;
    }
    if (options.shade) doc.rect(left, y, width, height).fillColor(SHADE).fill();
    let x = left;
    cells.forEach((cell, index) => {
      const col = columns[index]!;
      doc.fillColor(INK).text(cell, x + cellPadding, y + cellPadding, { width: col.width - 2 * cellPadding, align: col.align });
      x += col.width;
    });
    y += height;
    doc.moveTo(left, y).lineTo(right, y).lineWidth(0.5).strokeColor(RULE).stroke();
  };
  drawRow(columns.map((col) => col.title), { bold: true, shade: true });
  for (const { registration, week } of paid) {
    drawRow([weekName(week), `${formatDate(week.from)} - ${formatDate(week.to)}`, formatDate(registration.payed_at), formatMoney(registration.payed_amount)], {});
  }
  drawRow([t('total'), '', '', formatMoney(total)], { bold: true });
  y += 14;

  if (o.payment_stamp_duty === '1' && total > STAMP_DUTY_THRESHOLD) {
    doc.font(REGULAR).fontSize(10).fillColor(INK).text(t('stamp_duty'), left, y, { width });
    y = doc.y + 10;
  }

  // ------------------------------------------------------------ outro, place and date
  doc.font(REGULAR).fontSize(10).fillColor(INK);
  doc.text('', left, y);
  for (const paragraph of richTextParagraphs(localText(o.payment_outro, o.payment_outro_it, lang))) {
    doc.text(paragraph, left, doc.y, { width, lineGap: 2 });
    doc.moveDown(0.4);
  }
  doc.moveDown(1.2);
  const place = localText(o.payment_place, o.payment_place_it, lang);
  const date = formatDate(options.now, options.timeZone);
  doc.text(place ? t('place_date', { place, date }) : date, left, doc.y, { width });

  doc.end();
  return done;
}
