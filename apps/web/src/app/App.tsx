import { LANGUAGES, translate, type Language } from '@app/domain';
import { useEffect, useState, type CSSProperties } from 'react';
import { initialLanguage, rememberLanguage } from '../lib/language';
import { accentColor, fetchOptions, textColorOn, type PublicOptions } from '../lib/options';

// Each language is named in itself, so a visitor finds theirs whatever the page shows now.
const LANGUAGE_NAMES: Record<Language, string> = { de: 'Deutsch', it: 'Italiano' };

export function App() {
  const [lang, setLang] = useState<Language>(initialLanguage);
  const [options, setOptions] = useState<PublicOptions | null>(null);
  const t = (key: string) => translate(lang, key);

  // The options do not depend on the language: loaded once, in the language the page starts in.
  useEffect(() => {
    const controller = new AbortController();
    fetchOptions(initialLanguage(), controller.signal).then(setOptions, (error: unknown) => {
      if (controller.signal.aborted) return;
      // Without options the page still works with the defaults of the catalogue.
      console.error(error);
      setOptions({});
    });
    return () => controller.abort();
  }, []);

  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);

  const title = options?.app_name || t('app.default_title');
  useEffect(() => {
    if (options) document.title = title;
  }, [options, title]);

  if (!options) {
    return (
      <div className="app-loading" role="status">
        {t('app.loading')}
      </div>
    );
  }

  const accent = accentColor(options.app_color);
  const theme = { '--accent': accent, '--on-accent': textColorOn(accent) } as CSSProperties;
  const intro = lang === 'it' ? options.app_intro_it : options.app_intro;

  const choose = (next: Language) => {
    setLang(next);
    rememberLanguage(next);
  };

  return (
    <div className="app" style={theme}>
      <header className="app-header">
        <div className="app-header__inner">
          <h1>{title}</h1>
          <div className="language-switch" role="group" aria-label={t('home.language')}>
            {LANGUAGES.map((code) => (
              <button key={code} type="button" lang={code} aria-pressed={code === lang} onClick={() => choose(code)}>
                {LANGUAGE_NAMES[code]}
              </button>
            ))}
          </div>
        </div>
      </header>
      <main className="app-main">
        {intro ? (
          <section aria-labelledby="intro-title">
            <h2 id="intro-title">{t('home.intro_title')}</h2>
            {/* Stored sanitised by the server (sanitize-html on every rich text). */}
            <div className="intro" dangerouslySetInnerHTML={{ __html: intro }} />
          </section>
        ) : null}
      </main>
      <footer className="app-footer">
        <a href="/api/docs">{t('home.api_docs')}</a>
      </footer>
    </div>
  );
}
