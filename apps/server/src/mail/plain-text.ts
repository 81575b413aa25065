import sanitizeHtml from 'sanitize-html';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: '\u00a0' };
const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_entity, name: string) => ENTITIES[name]!);

/**
 * The text part of an e-mail, made from its HTML when the worker sends it, so the outbox keeps storing one body
 * (decision 005). Mail programs that show text only, and filters that distrust HTML-only e-mails, get the same
 * words: paragraphs, headings and blocks apart by a blank line, line breaks and list items on lines of their
 * own, a link's address after its words. The HTML is our layout around sanitised texts: well-formed, with
 * quoted attributes.
 */
export function htmlToText(html: string): string {
  const marked = html
    .replace(/<head\b[\s\S]*?<\/head>/gi, '')
    // Source line breaks are spaces in HTML; the lines of the text come from the markup only.
    .replace(/[ \t\r\n\f]+/g, ' ')
    .replace(/<a\b[^>]*?\shref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_link, href: string, words: string) => {
      const label = words.replace(/<[^>]*>/g, '').trim();
      const address = href.replace(/^mailto:/i, '');
      if (label === '') return href;
      return label === address ? words : `${words} (${href})`;
    })
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li\b[^>]*>/gi, '\n- ')
    .replace(/<\/?(?:p|div|h[1-6]|ul|ol|table|tr|blockquote)\b[^>]*>/gi, '\n\n');
  const text = decode(sanitizeHtml(marked, { allowedTags: [], allowedAttributes: {} }));
  return `${text
    .split('\n')
    .map((line) => line.replace(/ {2,}/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}
