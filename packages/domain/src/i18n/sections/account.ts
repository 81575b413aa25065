import { section } from '../section';

/** Signing in, the password pages, the user's own profile and the renewed privacy consent. */
export const account = section({
  de: {
    // Who changes an e-mail (the login): parents their own on the family page (decision 013), the user management
    // any other (policies/user.ts). The profile page, the user form and the parent dialog say it with this sentence.
    email_rule:
      'Die E-Mail-Adresse ist auch die Login-Adresse: Eltern ändern ihre eigene auf der Seite „Meine Familie“ bei den „Elterndaten“, jede andere ändert die Verwaltung.',
    fields: {
      name: 'Name',
      email: 'E-Mail',
      password: 'Passwort',
      current_password: 'Aktuelles Passwort',
      new_password: 'Neues Passwort',
      password_confirmation: 'Neues Passwort wiederholen',
    },
    login: {
      title: 'Einloggen',
      remember: 'Eingeloggt bleiben',
      submit: 'Einloggen',
      forgot: 'Passwort vergessen?',
      no_account: 'Noch kein Konto? Registrieren Sie sich, um Ihre Kinder anzumelden.',
      register: 'Neues Konto erstellen',
    },
    forgot: {
      title: 'Passwort vergessen',
      intro: 'Geben Sie die E-Mail-Adresse Ihres Kontos ein. Sie erhalten einen Link, mit dem Sie ein neues Passwort festlegen können.',
      submit: 'Link senden',
      back_to_login: 'Zurück zum Login',
    },
    reset: {
      title: 'Neues Passwort festlegen',
      intro: 'Bitte ein neues Passwort mit mindestens 8 Zeichen eingeben.',
      submit: 'Passwort speichern',
      incomplete_link: 'Der Link ist unvollständig. Bitte den Link aus der E-Mail vollständig öffnen oder einen neuen anfordern.',
      request_new: 'Neuen Link anfordern',
    },
    profile: {
      title: 'Benutzerprofil',
      change_email: 'E-Mail-Adresse auf der Seite „Meine Familie“ ändern',
      password_title: 'Passwort ändern',
      password_hint: 'Leer lassen, um das bisherige Passwort zu behalten. Andere eingeloggte Geräte werden beim Ändern ausgeloggt.',
      saved: 'Ihr Profil wurde gespeichert.',
    },
    privacy: {
      title: 'Datenschutz',
      subtitle: 'Bevor Sie Ihre Kinder anmelden können, lesen und bestätigen Sie bitte die aktuellen Datenschutzbestimmungen und unterschreiben Sie.',
      saved: 'Vielen Dank, Ihre Zustimmung wurde gespeichert.',
    },
  },
  it: {
    email_rule:
      'L\'indirizzo e-mail è anche l\'indirizzo di accesso: i genitori modificano il proprio nella pagina «La mia famiglia» alla voce «Dati del genitore», ogni altro lo modifica l\'amministrazione.',
    fields: {
      name: 'Nome',
      email: 'E-mail',
      password: 'Password',
      current_password: 'Password attuale',
      new_password: 'Nuova password',
      password_confirmation: 'Ripetere la nuova password',
    },
    login: {
      title: 'Accesso',
      remember: 'Rimanere connessi',
      submit: 'Accedi',
      forgot: 'Password dimenticata?',
      no_account: 'Non avete ancora un account? Registratevi per iscrivere i vostri figli.',
      register: 'Crea un nuovo account',
    },
    forgot: {
      title: 'Password dimenticata',
      intro: 'Inserite l\'indirizzo e-mail del vostro account. Riceverete un link per impostare una nuova password.',
      submit: 'Invia link',
      back_to_login: 'Torna all\'accesso',
    },
    reset: {
      title: 'Impostare una nuova password',
      intro: 'Inserire una nuova password di almeno 8 caratteri.',
      submit: 'Salva password',
      incomplete_link: 'Il link è incompleto. Aprire il link dell\'e-mail per intero o richiederne uno nuovo.',
      request_new: 'Richiedi un nuovo link',
    },
    profile: {
      title: 'Profilo utente',
      change_email: 'Modificare l\'indirizzo e-mail nella pagina «La mia famiglia»',
      password_title: 'Cambiare la password',
      password_hint: 'Lasciare vuoto per mantenere la password attuale. Con la modifica gli altri dispositivi connessi vengono disconnessi.',
      saved: 'Il vostro profilo è stato salvato.',
    },
    privacy: {
      title: 'Privacy',
      subtitle: 'Prima di poter iscrivere i vostri figli, leggete e confermate le norme sulla privacy attuali e firmate.',
      saved: 'Grazie, il vostro consenso è stato salvato.',
    },
  },
});
