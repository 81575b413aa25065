const BLOCK_TAG = /<\/?(?:p|div|br|li|ul|ol|h[1-6]|blockquote|table|tr|td|th)\b[^>]*>/gi;
const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntity(entity: string, name: string): string {
  const code = name.startsWith('#x') || name.startsWith('#X') ? parseInt(name.slice(2), 16) : name.startsWith('#') ? Number(name.slice(1)) : NaN;
  if (Number.isInteger(code) && code > 0 && code <= 0x10ffff) return String.fromCodePoint(code);
  return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
}

/**
 * Plain text of stored rich text, for a card's short description (the page shows the full text as HTML). The
 * server stores sanitised HTML (no scripts, no comments); read without a DOM, the server renders it the same
 * way as the phone (decision 016). Blocks and line breaks part words, inline markup does not.
 */
export function plainText(html: string | null | undefined): string {
  if (!html) return '';
  return html
    .replace(BLOCK_TAG, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, decodeEntity)
    .replace(/\s+/g, ' ')
    .trim();
}

/** At most `max` characters, cut at a word and marked with an ellipsis. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max * 0.6 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}
