import { toLanguage, translate, type Language, type TranslationParams } from '@app/domain';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Language;
    t(key: string, params?: TranslationParams): string;
  }
}

/** The request's language comes from the `api-lang` header (or `lang` on download links); German otherwise. */
export const i18nPlugin = fp(async (app) => {
  app.decorateRequest('lang', 'de');
  app.decorateRequest('t', function (this: { lang: Language }, key: string, params?: TranslationParams) {
    return translate(this.lang, key, params);
  });
  app.addHook('onRequest', async (request) => {
    const queryLang = (request.query as Record<string, unknown> | undefined)?.lang;
    request.lang = toLanguage(request.headers['api-lang'] ?? queryLang);
  });
});
