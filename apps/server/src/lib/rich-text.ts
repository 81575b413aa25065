import sanitizeHtml from 'sanitize-html';

/**
 * Every rich text is cleaned when it is stored (course texts, week time info, e-mail texts, intro and imprint
 * options) and then shown as HTML: only formatting the editors produce survives. No scripts, no event
 * handlers, no styles, no javascript: or data: links; links open in a new tab without access to the opener.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'h1', 'h2', 'h3', 'ul', 'ol', 'li', 'a', 'blockquote'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer' },
    }),
  },
};

export function sanitizeRichText(html: string | null | undefined): string {
  if (!html) return '';
  return sanitizeHtml(html, OPTIONS).trim();
}

/**
 * A stored rich text as plain paragraphs, for documents that cannot show HTML (the payment confirmation):
 * paragraphs, headings, list items and line breaks end a paragraph; entities are decoded by the cleaner.
 */
export function richTextParagraphs(html: string | null | undefined): string[] {
  if (!html) return [];
  const marked = html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/(p|h[1-6]|li|blockquote)>/gi, '\n').replace(/<li[^>]*>/gi, '• ');
  const text = sanitizeHtml(marked, { allowedTags: [], allowedAttributes: {} })
    .replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&nbsp;/g, ' ');
  return text.split('\n').map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim()).filter((line) => line !== '');
}
