import { describe, expect, it } from 'vitest';
import { emailLayout } from './layout';
import { htmlToText } from './plain-text';

describe('htmlToText', () => {
  it('keeps paragraphs apart, line breaks and list items on their lines, and leaves out the head', () => {
    const html = emailLayout({
      lang: 'de',
      title: 'Anmeldebestätigung',
      body: '<p>Hallo Anna,</p>\n<p>Lukas ist\n   angemeldet.</p><h3>Zahlung</h3><p>Empfänger: <strong>Jugenddienst</strong><br>IBAN: <strong>IT60X0542811101000000123456</strong></p><ul><li>Hut</li><li>Jause</li></ul>',
      footerHtml: '<p>Ihr Team</p>',
    });
    expect(htmlToText(html)).toBe(
      'Hallo Anna,\n\nLukas ist angemeldet.\n\nZahlung\n\nEmpfänger: Jugenddienst\nIBAN: IT60X0542811101000000123456\n\n- Hut\n- Jause\n\nIhr Team\n',
    );
  });

  it('writes a link as its words and its address, once when they are the same, with entities decoded', () => {
    expect(htmlToText('<p><a href="https://example.org/a?x=1&amp;y=2" target="_blank">Programm &amp; Ablauf</a></p>')).toBe(
      'Programm & Ablauf (https://example.org/a?x=1&y=2)\n',
    );
    expect(htmlToText('<p><a href="https://example.org/c">https://example.org/c</a> &lt;b&gt; 1&nbsp;€</p>')).toBe('https://example.org/c <b> 1\u00a0€\n');
    expect(htmlToText('<p>Fragen: <a href="mailto:info@example.org">info@example.org</a></p>')).toBe('Fragen: info@example.org\n');
  });
});
