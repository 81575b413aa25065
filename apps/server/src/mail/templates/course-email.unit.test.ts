import { COURSE_EMAIL_PLACEHOLDERS } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { renderCourseEmail, type CourseEmailValues } from './course-email';

const values = (value: string) => Object.fromEntries(COURSE_EMAIL_PLACEHOLDERS.map((name) => [name, value])) as CourseEmailValues;
const render = (template: string, value: string) =>
  renderCourseEmail({ kind: 'new', template, values: values(value), lang: 'de', footerHtml: '' }).html;

describe('course e-mail placeholders', () => {
  it('put a value with markup in as text', () => {
    const html = render('<p>Hallo {parent_name}, {child_name} ist angemeldet.</p>', '<img src=x onerror=alert(1)>');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toMatch(/<img/i);
  });

  it('never make a javascript: link, wherever the text puts the value', () => {
    const template = '<p><a href="{bank_name}">Zahlung</a> <a href="https://example.org/?c={child_name}">Kurs</a></p>';
    for (const value of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', '"><script>alert(1)</script>']) {
      const html = render(template, value);
      expect(html).not.toMatch(/href="\s*(javascript|data):/i);
      expect(html).not.toMatch(/<script/i);
      expect(html).toContain('Zahlung');
    }
    // An ordinary value keeps the link working.
    expect(render(template, 'Maria')).toContain('href="https://example.org/?c=Maria"');
  });
});
