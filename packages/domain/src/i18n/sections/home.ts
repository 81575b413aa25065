import { section } from '../section';

export const home = section({
  de: {
    intro_title: 'Willkommen',
    api_docs: 'API-Dokumentation',
    language: 'Sprache',
  },
  it: {
    intro_title: 'Benvenuti',
    api_docs: 'Documentazione API',
    language: 'Lingua',
  },
});
