import { Chip, ThemeProvider } from '@mui/material';
import { render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { accentColor, contrastRatio, createAppTheme, readableOnWhite, textColorOn } from './theme';

/** `rgb(250, 166, 26)` as the browser gives a computed colour, or `#faa61a` as written. */
const hex = (color: string) =>
  color.startsWith('#') ? color : `#${(color.match(/\d+/g) ?? []).slice(0, 3).map((channel) => Number(channel).toString(16).padStart(2, '0')).join('')}`;

describe('theme colour', () => {
  it('falls back to the default orange for anything that is not a hex colour', () => {
    expect(accentColor('red; background: url(x)')).toBe('#faa61a');
    expect(accentColor('#1565c0')).toBe('#1565c0');
  });

  it('puts black text on the default orange and white on a dark blue', () => {
    expect(textColorOn('#faa61a')).toBe('#000000');
    expect(textColorOn('#0d47a1')).toBe('#ffffff');
    expect(contrastRatio('#faa61a', textColorOn('#faa61a'))).toBeGreaterThanOrEqual(4.5);
  });

  it('darkens a light theme colour until text in it is readable on white', () => {
    const readable = readableOnWhite('#faa61a');
    expect(contrastRatio(readable, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(readableOnWhite('#0d47a1')).toBe('#0d47a1');
    expect(createAppTheme('#faa61a').palette.primary.main).toBe('#faa61a');
    expect(createAppTheme(undefined).palette.error.main).toBe('#b71c1c');
  });

  it("writes an outlined chip's label (a parent's children) in the readable shade: 4.5:1 on white", () => {
    render(createElement(ThemeProvider, { theme: createAppTheme('#faa61a') }, createElement(Chip, { label: 'Lena Huber', color: 'primary', variant: 'outlined' })));
    const chip = screen.getByText('Lena Huber').closest<HTMLElement>('.MuiChip-root')!;
    expect(contrastRatio(hex(getComputedStyle(chip).color), '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
