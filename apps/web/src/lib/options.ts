import { OPTION_DEFINITIONS, type Language, type OptionKey } from '@app/domain';
import { apiGet } from './api';

export type PublicOptions = Partial<Record<OptionKey, string>>;

export async function fetchOptions(lang: Language, signal?: AbortSignal): Promise<PublicOptions> {
  const { data } = await apiGet<{ data: { key: string; value: string }[] }>('/api/options', { lang, signal });
  return Object.fromEntries(data.map(({ key, value }) => [key, value]));
}

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Only hex colours are accepted: the text colour on top of the accent has to be computed from it. */
export function accentColor(value: string | undefined): string {
  return value && HEX_COLOR.test(value) ? value : OPTION_DEFINITIONS.app_color.default;
}

function relativeLuminance(hex: string): number {
  const digits = hex.length === 4 ? [...hex.slice(1)].map((d) => d + d) : [hex.slice(1, 3), hex.slice(3, 5), hex.slice(5, 7)];
  const [r, g, b] = digits.map((pair) => {
    const channel = parseInt(pair, 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Black or white, whichever contrasts more with the accent (WCAG contrast ratio), so any brand colour stays readable. */
export function textColorOn(hex: string): '#000000' | '#ffffff' {
  const luminance = relativeLuminance(hex);
  return (luminance + 0.05) / 0.05 >= 1.05 / (luminance + 0.05) ? '#000000' : '#ffffff';
}
