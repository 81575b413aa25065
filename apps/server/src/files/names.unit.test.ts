import { describe, expect, it } from 'vitest';
import { contentDisposition, sanitizeFileName, urlSafeName } from './names';

describe('sanitizeFileName', () => {
  it('keeps a jpeg extension for a JPEG and corrects a wrong one', () => {
    expect(sanitizeFileName('Foto.JPEG', 'image/jpeg')).toBe('Foto.JPEG');
    expect(sanitizeFileName('Foto.png', 'image/jpeg')).toBe('Foto.png.jpg');
    expect(sanitizeFileName('report . ', 'application/pdf')).toBe('report.pdf');
  });

  it('cuts a long name to 80 code points without splitting a character and keeps the extension', () => {
    const name = sanitizeFileName(`${'😀'.repeat(300)}.pdf`, 'application/pdf');
    expect(Array.from(name)).toHaveLength(80);
    expect(name.endsWith('😀.pdf')).toBe(true);
    // A lone surrogate would not survive a round trip through UTF-8.
    expect(Buffer.from(name, 'utf8').toString('utf8')).toBe(name);
  });

  it('is stable when applied twice', () => {
    const once = sanitizeFileName(' ../a\tb\u0007c.html ', 'image/png');
    expect(once).toBe('a bc.html.png');
    expect(sanitizeFileName(once, 'image/png')).toBe(once);
  });
});

describe('urlSafeName', () => {
  it('keeps ASCII letters and digits and the extension', () => {
    expect(urlSafeName('Anmeldung Woche 3 (Kopie).pdf')).toBe('Anmeldung-Woche-3-Kopie.pdf');
    expect(urlSafeName('Straße_Café.png')).toBe('Strasse_Cafe.png');
    expect(urlSafeName('программа.pdf')).toBe('file.pdf');
  });
});

describe('contentDisposition', () => {
  it('sends a plain ASCII name as it is', () => {
    expect(contentDisposition('inline', 'logo-2025.png')).toBe('inline; filename="logo-2025.png"');
  });

  it('never lets quotes, backslashes or percent signs into the quoted fallback', () => {
    expect(contentDisposition('attachment', 'say "hi" \\ 100%.pdf')).toBe(
      `attachment; filename="say _hi_ _ 100_.pdf"; filename*=UTF-8''say%20%22hi%22%20%5C%20100%25.pdf`,
    );
  });

  it("encodes the characters RFC 5987 leaves out of attr-char: ' ( ) *", () => {
    expect(contentDisposition('attachment', "l'été (1)*.pdf")).toBe(
      `attachment; filename="l'ete (1)*.pdf"; filename*=UTF-8''l%27%C3%A9t%C3%A9%20%281%29%2A.pdf`,
    );
  });
});
