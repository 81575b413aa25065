import { describe, expect, it } from 'vitest';
import { plainText, truncate } from './text';

describe('plainText', () => {
  it('reads the words of stored rich text: blocks part them, inline markup does not', () => {
    expect(plainText('<p>Fu<strong>ß</strong>ball &amp; Spiel</p><p>Zweiter&nbsp;Absatz<br>neue Zeile</p>')).toBe('Fußball & Spiel Zweiter Absatz neue Zeile');
  });

  it('decodes numeric entities and leaves unknown ones as written', () => {
    expect(plainText('<ul><li>&#252;ber &#x2013; &lt;3&gt;</li><li>&unknown;</li></ul>')).toBe('über – <3> &unknown;');
  });

  it('is empty for no text', () => {
    expect(plainText(null)).toBe('');
    expect(plainText('<p> </p>')).toBe('');
  });
});

describe('truncate', () => {
  it('cuts at a word and marks the cut', () => {
    expect(truncate('Ein langer Satz über das Sommercamp', 20)).toBe('Ein langer Satz…');
  });
});
