import { isPrintableName } from '@app/domain';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { PDF_FONTS } from './confirmation-pdf';

describe('the fonts of the payment confirmation', () => {
  it('draw every character a name may hold, in both faces', () => {
    const faces = Object.values(PDF_FONTS).map((file) => fontkit.openSync(file) as fontkit.Font);
    const accepted: number[] = [];
    for (let codePoint = 0; codePoint <= 0x10ffff; codePoint += 1) {
      if (codePoint >= 0xd800 && codePoint <= 0xdfff) continue;
      if (isPrintableName(String.fromCodePoint(codePoint))) accepted.push(codePoint);
    }
    const missing = accepted.filter((codePoint) => !faces.every((face) => face.hasGlyphForCodePoint(codePoint)));

    expect(missing.map((codePoint) => `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`)).toEqual([]);
    // Latin with its extensions, Greek and Cyrillic: well over a thousand letters.
    expect(accepted.length).toBeGreaterThan(1000);
  });
});
