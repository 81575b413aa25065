/** Only paths of this site: `?redirect=https://elsewhere` must not send a parent away. */
export function safeRedirect(value: string | null): string {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : '/';
}
