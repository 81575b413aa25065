import { toLanguage, type Language } from '@app/domain';

const STORAGE_KEY = 'summer-weeks.lang';

/** The language chosen earlier on this device, else the browser's (German unless it prefers Italian). */
export function initialLanguage(): Language {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage can be blocked (private mode, strict settings): the choice is then not remembered.
  }
  return toLanguage(stored ?? navigator.language);
}

export function rememberLanguage(lang: Language): void {
  try {
    localStorage.setItem(STORAGE_KEY, lang);
  } catch {
    // See initialLanguage: the page still switches, only the next visit starts in the default language.
  }
}
