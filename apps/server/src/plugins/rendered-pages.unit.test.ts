import { describe, expect, it } from 'vitest';
import { pageLanguage } from './rendered-pages';

describe('pageLanguage', () => {
  it("takes the visitor's choice from the cookie the web app sets", () => {
    expect(pageLanguage('theme=x; summer-weeks.lang=it', 'de-DE,de;q=0.9')).toBe('it');
    expect(pageLanguage('summer-weeks.lang=de', 'it-IT,it;q=0.9')).toBe('de');
  });

  it("else the browser's first language, German unless it is Italian", () => {
    expect(pageLanguage(undefined, 'it-IT,it;q=0.9,de;q=0.8')).toBe('it');
    expect(pageLanguage('other=1', 'en-US,en;q=0.9,it;q=0.8')).toBe('de');
    expect(pageLanguage(undefined, undefined)).toBe('de');
  });

  it('reads an unknown choice as German', () => {
    expect(pageLanguage('summer-weeks.lang=fr', 'it')).toBe('de');
  });
});
