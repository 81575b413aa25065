import { section } from '../section';

/** The parent's account sign-up screen (/register). */
export const signup = section({
  de: {
    title: 'Elternkonto erstellen',
    intro:
      'Mit einem Elternkonto melden Sie Ihre Kinder für die Projektwochen an. Pflichtfelder sind mit * gekennzeichnet.',
    sections: {
      general: 'Allgemeine Daten',
      address: 'Adresse',
      contact: 'Kontakt',
      login: 'Zugangsdaten',
      privacy: 'Datenschutz',
    },
    fields: {
      tax: 'Steuernummer',
      gender: 'Geschlecht',
      birth: 'Geburtsdatum',
      plz: 'PLZ',
      place: 'Ort',
      address: 'Straße und Hausnummer',
      phone: 'Telefon',
      email: 'E-Mail',
      password: 'Passwort',
      password_confirmation: 'Passwort wiederholen',
    },
    hints: {
      tax: 'Geburtsdatum und Geschlecht werden aus der Steuernummer gelesen.',
      login: 'Mit dieser E-Mail-Adresse und dem Passwort loggen Sie sich künftig ein.',
      password: 'Mindestens 8 Zeichen.',
    },
    gender: {
      m: 'männlich',
      f: 'weiblich',
      s: 'divers',
    },
    submit: 'Konto erstellen',
    have_account: 'Sie haben bereits ein Konto?',
    to_login: 'Zum Login',
    success: 'Ihr Konto wurde erstellt. Willkommen!',
  },
  it: {
    title: 'Crea un account genitore',
    intro:
      'Con un account genitore potete iscrivere i vostri figli alle settimane di progetto. I campi obbligatori sono contrassegnati da *.',
    sections: {
      general: 'Dati generali',
      address: 'Indirizzo',
      contact: 'Contatto',
      login: 'Dati di accesso',
      privacy: 'Privacy',
    },
    fields: {
      tax: 'Codice fiscale',
      gender: 'Sesso',
      birth: 'Data di nascita',
      plz: 'CAP',
      place: 'Località',
      address: 'Via e numero civico',
      phone: 'Telefono',
      email: 'E-mail',
      password: 'Password',
      password_confirmation: 'Ripetere la password',
    },
    hints: {
      tax: 'La data di nascita e il sesso vengono ricavati dal codice fiscale.',
      login: 'Con questo indirizzo e-mail e la password accederete in futuro.',
      password: 'Almeno 8 caratteri.',
    },
    gender: {
      m: 'maschile',
      f: 'femminile',
      s: 'altro',
    },
    submit: 'Crea account',
    have_account: 'Avete già un account?',
    to_login: 'Vai all\'accesso',
    success: 'Il vostro account è stato creato. Benvenuti!',
  },
});
