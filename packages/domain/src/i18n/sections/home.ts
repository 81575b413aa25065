import { section } from '../section';

export const home = section({
  de: {
    intro_title: 'Willkommen',
    api_docs: 'API-Dokumentation',
    language: 'Sprache',
    login_or_register: 'Einloggen oder registrieren',
    my_family: 'Meine Familie',
    to_back_office: 'Zur Verwaltung',
  },
  it: {
    intro_title: 'Benvenuti',
    api_docs: 'Documentazione API',
    language: 'Lingua',
    login_or_register: 'Accedi o registrati',
    my_family: 'La mia famiglia',
    to_back_office: "Vai all'amministrazione",
  },
});
