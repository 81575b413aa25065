/**
 * The demo's privacy notice: a one-page PDF in German and Italian, written by hand so the demo needs no PDF
 * library. Text is set in Helvetica with the WinAnsi encoding, which holds the German and Italian letters.
 */
const LINES: readonly { text: string; size: number }[] = [
  { text: 'Datenschutzerklärung (Beispiel)', size: 16 },
  { text: 'Wir verarbeiten die Daten Ihrer Familie nur, um die Anmeldungen zu den Projektwochen zu führen:', size: 10 },
  { text: 'Namen, Adresse, Kontakt, Steuernummer und die Angaben zu Ihren Kindern. Gesundheitsdaten sehen', size: 10 },
  { text: 'nur die Betreuerinnen und Betreuer, die sie brauchen. Auskunft und Löschung: siehe Impressum.', size: 10 },
  { text: '', size: 10 },
  { text: 'Informativa sulla privacy (esempio)', size: 16 },
  { text: 'Trattiamo i dati della vostra famiglia solo per gestire le iscrizioni alle settimane di progetto:', size: 10 },
  { text: 'nomi, indirizzo, contatti, codice fiscale e i dati dei vostri figli. I dati sanitari sono visibili', size: 10 },
  { text: 'solo a chi ne ha bisogno per l\u2019assistenza. Accesso e cancellazione: vedere le note legali.', size: 10 },
];

/** Latin-1 covers what WinAnsi needs here; the typographic apostrophe is WinAnsi 0x92. */
function winAnsi(text: string): string {
  return text.replace(/\u2019/g, '\x92').replace(/[\\()]/g, (char) => `\\${char}`);
}

export function privacyNoticePdf(): Buffer {
  let y = 790;
  const content = LINES.map(({ text, size }) => {
    y -= size + 8;
    return `BT /F1 ${size} Tf 56 ${y} Td (${winAnsi(text)}) Tj ET`;
  }).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
