import { describe, expect, it } from 'vitest';
import { accentColor, textColorOn } from './options';

describe('accent colour', () => {
  it('accepts hex colours and falls back to the default for anything else', () => {
    expect(accentColor('#123')).toBe('#123');
    expect(accentColor('#A1B2C3')).toBe('#A1B2C3');
    expect(accentColor('red')).toBe('#faa61a');
    expect(accentColor('#12345')).toBe('#faa61a');
    expect(accentColor(undefined)).toBe('#faa61a');
  });

  it('puts the more contrasting of black and white on top of it', () => {
    expect(textColorOn('#faa61a')).toBe('#000000');
    expect(textColorOn('#ffffff')).toBe('#000000');
    expect(textColorOn('#123456')).toBe('#ffffff');
    expect(textColorOn('#000')).toBe('#ffffff');
  });
});
