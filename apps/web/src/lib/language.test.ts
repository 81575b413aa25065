import { LANGUAGE_KEY } from '@app/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberLanguage } from './language';

/** What the page wrote to document.cookie, attributes included (reading the cookie back shows only the value). */
function writtenCookies() {
  const setter = vi.spyOn(document, 'cookie', 'set');
  return () => setter.mock.calls.map(([cookie]) => cookie);
}

describe('rememberLanguage', () => {
  afterEach(() => {
    document.cookie = `${LANGUAGE_KEY}=; path=/; max-age=0`;
  });

  it('marks the cookie secure when the app is served over https', () => {
    vi.stubGlobal('location', new URL('https://kurse.example.org/kurse'));
    const written = writtenCookies();
    rememberLanguage('it');
    expect(written()).toEqual([`${LANGUAGE_KEY}=it; path=/; max-age=31536000; samesite=lax; secure`]);
  });

  it('leaves it out over plain http, where a browser would not store a secure cookie', () => {
    vi.stubGlobal('location', new URL('http://localhost:3000/'));
    const written = writtenCookies();
    rememberLanguage('de');
    expect(written()).toEqual([`${LANGUAGE_KEY}=de; path=/; max-age=31536000; samesite=lax`]);
    expect(document.cookie).toContain(`${LANGUAGE_KEY}=de`);
  });
});
