import { catalogues, DEFAULT_LANGUAGE, toLanguage, type Language } from '@app/domain';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { configureApiClient } from './api-client';
import { initialLanguage, rememberLanguage } from './language';

/** The domain catalogues, the same texts the server and the e-mails use. */
void i18next.use(initReactI18next).init({
  resources: { de: { translation: catalogues.de }, it: { translation: catalogues.it } },
  lng: initialLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: ['de', 'it'],
  interpolation: { escapeValue: false },
  returnNull: false,
});

export const currentLanguage = (): Language => toLanguage(i18next.language);

function applyLanguage(lang: Language) {
  document.documentElement.lang = lang;
}
applyLanguage(currentLanguage());
i18next.on('languageChanged', (lang) => applyLanguage(toLanguage(lang)));
configureApiClient({ language: currentLanguage });

export async function changeLanguage(lang: Language): Promise<void> {
  rememberLanguage(lang);
  await i18next.changeLanguage(lang);
}

export { i18next };
