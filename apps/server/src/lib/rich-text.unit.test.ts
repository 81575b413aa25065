import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text';

describe('sanitizeRichText', () => {
  it('keeps the formatting the editors produce', () => {
    const html = '<h1>Title</h1><p><strong>bold</strong> <em>italic</em> <u>under</u></p><ul><li>one</li></ul><ol><li>two</li></ol>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('removes scripts, event handlers, styles and javascript: links', () => {
    const dirty =
      '<p onclick="steal()">Hi<script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a>' +
      '<span style="position:fixed">y</span><iframe src="https://evil"></iframe></p>';
    const clean = sanitizeRichText(dirty);
    expect(clean).not.toMatch(/script|onerror|onclick|javascript:|style=|iframe|<img/i);
    expect(clean).toBe('<p>Hi<a target="_blank" rel="noopener noreferrer">x</a>y</p>');
  });

  it('keeps safe links and makes them open in a new tab', () => {
    expect(sanitizeRichText('<a href="https://example.org/info.pdf">Info</a>')).toBe(
      '<a href="https://example.org/info.pdf" target="_blank" rel="noopener noreferrer">Info</a>',
    );
    expect(sanitizeRichText('<a href="mailto:info@example.org">Mail</a>')).toContain('href="mailto:info@example.org"');
  });

  it('turns nothing into an empty text', () => {
    expect(sanitizeRichText(null)).toBe('');
    expect(sanitizeRichText('  ')).toBe('');
  });
});
