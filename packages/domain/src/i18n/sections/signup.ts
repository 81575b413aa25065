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
      first_name: 'Vorname',
      last_name: 'Nachname',
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
      login: 'Mit dieser E-Mail-Adresse und dem Passwort melden Sie sich künftig an.',
      password: 'Mindestens 8 Zeichen.',
    },
    gender: {
      m: 'männlich',
      f: 'weiblich',
      s: 'divers',
    },
    privacy: {
      read: 'Bitte lesen Sie vor der Registrierung die <doc>Datenschutzerklärung</doc>.',
      new_tab: 'öffnet in einem neuen Tab',
      accept: 'Ich habe die Datenschutzerklärung gelesen und akzeptiere sie.',
      photo_question:
        'Sind Sie damit einverstanden, dass Fotos Ihrer Kinder, die während der Projektwochen entstehen, veröffentlicht werden?',
      signature: 'Bitte unterschreiben Sie im schwarzen Feld mit der Maus oder mit dem Finger.',
    },
    submit: 'Konto erstellen',
    have_account: 'Sie haben bereits ein Konto?',
    to_login: 'Zur Anmeldung',
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
      first_name: 'Nome',
      last_name: 'Cognome',
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
    privacy: {
      read: 'Prima di registrarvi, leggete l\'<doc>informativa sulla privacy</doc>.',
      new_tab: 'si apre in una nuova scheda',
      accept: 'Ho letto l\'informativa sulla privacy e la accetto.',
      photo_question:
        'Acconsentite alla pubblicazione delle foto dei vostri figli scattate durante le settimane di progetto?',
      signature: 'Firmate nel riquadro nero con il mouse o con il dito.',
    },
    submit: 'Crea account',
    have_account: 'Avete già un account?',
    to_login: 'Vai all\'accesso',
    success: 'Il vostro account è stato creato. Benvenuti!',
  },
});
