import { OPTION_DEFINITIONS } from '@app/domain';
import { createTheme } from '@mui/material';

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
export const ERROR_COLOR = '#b71c1c';
/** Below this width the drawer is temporary and tables turn into cards. */
export const RESPONSIVE_BREAKPOINT = 991;
export const DRAWER_WIDTH = 260;

/** Only hex colours are accepted: the text colour on top of the accent has to be computed from it. */
export function accentColor(value: string | undefined): string {
  return value && HEX_COLOR.test(value) ? value : OPTION_DEFINITIONS.app_color.default;
}

export function relativeLuminance(hex: string): number {
  const digits = hex.length === 4 ? [...hex.slice(1)].map((d) => d + d) : [hex.slice(1, 3), hex.slice(3, 5), hex.slice(5, 7)];
  const [r, g, b] = digits.map((pair) => {
    const channel = parseInt(pair, 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Black or white, whichever contrasts more with the accent, so any brand colour stays readable. */
export function textColorOn(hex: string): '#000000' | '#ffffff' {
  return contrastRatio(hex, '#000000') >= contrastRatio(hex, '#ffffff') ? '#000000' : '#ffffff';
}

/**
 * The theme follows the option app_color. Text in the theme colour on white must stay readable (WCAG AA,
 * 4.5:1): links and outlined buttons use a darkened shade when the colour itself is too light.
 */
export function createAppTheme(color: string | undefined) {
  const main = accentColor(color);
  const base = createTheme({
    breakpoints: { values: { xs: 0, sm: 600, md: RESPONSIVE_BREAKPOINT, lg: 1280, xl: 1920 } },
    palette: {
      // Text on filled status colours (chips, alerts, buttons) chosen for 4.5:1 (WCAG AA), not MUI's 3:1:
      // black on the orange of "waiting list" and the blue of "not yet open".
      contrastThreshold: 4.5,
      primary: { main, contrastText: textColorOn(main) },
      error: { main: ERROR_COLOR },
    },
  });
  const readable = readableOnWhite(main);
  return createTheme(base, {
    palette: { primary: { ...base.palette.primary, dark: readable } },
    components: {
      MuiLink: { styleOverrides: { root: { color: readable } } },
      // A focused field shows its label and outline in the theme colour: in the readable shade, like links.
      MuiFormLabel: { styleOverrides: { root: { '&.Mui-focused': { color: readable } } } },
      MuiOutlinedInput: { styleOverrides: { root: { '&.Mui-focused .MuiOutlinedInput-notchedOutline': { borderColor: readable } } } },
      MuiButton: {
        styleOverrides: {
          text: { '&.MuiButton-colorPrimary': { color: readable } },
          outlined: { '&.MuiButton-colorPrimary': { color: readable, borderColor: readable } },
        },
      },
      // An outlined chip (the children on a parent's page) writes its label in the theme colour on white.
      MuiChip: { styleOverrides: { outlined: { '&.MuiChip-colorPrimary': { color: readable, borderColor: readable } } } },
      // The selected tab's label is text in the theme colour too.
      MuiTab: { styleOverrides: { root: { '&.Mui-selected': { color: readable } } } },
      // A disabled field's explanation (why it is disabled) must stay readable, unlike the disabled value.
      MuiFormHelperText: { styleOverrides: { root: { '&.Mui-disabled': { color: base.palette.text.secondary } } } },
      MuiButtonBase: { defaultProps: { disableRipple: false } },
    },
  });
}

/** The colour darkened step by step until it reaches 4.5:1 on white. */
export function readableOnWhite(hex: string): string {
  let [r, g, b] = (hex.length === 4 ? [...hex.slice(1)].map((d) => d + d) : [hex.slice(1, 3), hex.slice(3, 5), hex.slice(5, 7)]).map(
    (pair) => parseInt(pair, 16),
  ) as [number, number, number];
  const toHex = () => `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
  while (contrastRatio(toHex(), '#ffffff') < 4.5) {
    [r, g, b] = [r * 0.9, g * 0.9, b * 0.9];
  }
  return toHex();
}
