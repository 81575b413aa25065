import { LANGUAGE_KEY, toLanguage, type Language } from '@app/domain';

/** The language chosen earlier on this device, if any. */
export function storedLanguage(): Language | null {
  try {
    const stored = localStorage.getItem(LANGUAGE_KEY);
    return stored ? toLanguage(stored) : null;
  } catch {
    // Storage can be blocked (private mode, strict settings): the choice is then not remembered.
    return null;
  }
}

/** The language chosen earlier on this device, else the browser's (German unless it prefers Italian). */
export function initialLanguage(): Language {
  return storedLanguage() ?? toLanguage(navigator.language);
}

/** Kept for the next visit; the cookie lets the server render the public pages in it (decision 016). */
export function rememberLanguage(lang: Language): void {
  // Served over https, the cookie is never sent over plain http, where the network in between reads it.
  const secure = location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${LANGUAGE_KEY}=${lang}; path=/; max-age=31536000; samesite=lax${secure}`;
  try {
    localStorage.setItem(LANGUAGE_KEY, lang);
  } catch {
    // See storedLanguage: the page still switches; the cookie remembers it.
  }
}
