import { section } from '../section';

export const mail = section({
  de: {
    greeting: 'Hallo {{name}},',
    // An e-mail to an address that the account may not own (an address link): no name the account chose.
    greeting_plain: 'Guten Tag,',
    password_reset: {
      subject: 'Passwort zurücksetzen',
      intro: 'Sie haben einen Link zum Zurücksetzen Ihres Passworts angefordert.',
      action: 'Neues Passwort festlegen',
      validity: 'Der Link ist {{minutes}} Minuten gültig und kann einmal verwendet werden.',
      ignore: 'Wenn Sie diese E-Mail nicht angefordert haben, können Sie sie ignorieren.',
      intro_office: 'Das Büro schickt Ihnen einen Link, mit dem Sie ein neues Passwort für Ihr Konto festlegen.',
      ignore_office: 'Wenn Sie Ihr bisheriges Passwort behalten möchten, ignorieren Sie diese E-Mail; es bleibt dann gültig.',
    },
    transfer: {
      intro: 'Geben Sie bei der Überweisung genau diesen Zahlungsgrund an: So ordnet das Büro Ihre Zahlung der Buchung zu.',
      parts: 'Der Betrag setzt sich so zusammen:',
    },
    family: {
      title: 'Ihre Anmeldungen',
      line: '{{child}}, {{week}} ({{from}} - {{to}}, {{day_type}})',
      confirmed: 'angemeldet',
      waiting: 'Platz {{position}} auf der Warteliste',
      promoted: 'von der Warteliste nachgerückt, jetzt angemeldet',
      page: 'Alle Anmeldungen, was noch offen ist und die Zahlungsbestätigungen sehen Sie nach dem Einloggen auf Ihrer Familienseite:',
    },
    address_link: {
      join_subject: 'Ihr Konto mit den Daten Ihrer Familie verbinden',
      join_intro:
        'Mit dieser E-Mail-Adresse wurde ein Konto angelegt. Das Büro führt unter dieser Adresse bereits Daten Ihrer Familie, etwa aus einer Anmeldung am Telefon. Öffnen Sie den Link, während Sie mit dem neuen Konto eingeloggt sind: Dann sieht das Konto Ihre Kinder und Anmeldungen.',
      join_action: 'Konto verbinden',
      join_ignore: 'Wenn Sie kein Konto angelegt haben, ignorieren Sie diese E-Mail: Ohne den Link sieht niemand die Daten Ihrer Familie.',
      change_subject: 'Neue Login-Adresse bestätigen',
      change_intro:
        'Diese Adresse soll die neue Login-Adresse Ihres Kontos werden. Öffnen Sie den Link, während Sie eingeloggt sind, um sie zu bestätigen; bis dahin gilt die bisherige Adresse.',
      change_action: 'Adresse bestätigen',
      change_ignore: 'Wenn Sie das nicht waren, ignorieren Sie diese E-Mail; es ändert sich nichts.',
      validity: 'Der Link ist {{hours}} Stunden gültig und kann einmal verwendet werden.',
    },
    address_changed: {
      subject: 'Ihre Login-Adresse wurde geändert',
      body: 'Die Login-Adresse Ihres Kontos ist seit {{date}} {{email}}; diese Adresse bekommt ab jetzt auch die E-Mails des Büros. Alle anderen Geräte wurden ausgeloggt.',
      not_you: 'Wenn Sie das nicht waren, wenden Sie sich bitte sofort an das Büro.',
    },
    parent_linked: {
      subject: 'Ein weiterer Elternteil für {{child}}',
      body: 'Das Büro hat {{parent}} als Elternteil von {{child}} eingetragen. {{parent}} sieht ab jetzt die Angaben zu {{child}}, auch die Gesundheitsangaben, und die Anmeldungen.',
      not_right: 'Wenn das nicht stimmt, wenden Sie sich bitte an das Büro.',
    },
    payment_reminder: {
      subject_one: 'Zahlungserinnerung: Buchung {{references}}',
      subject_other: 'Zahlungserinnerung: Buchungen {{references}}',
      line: '{{child}}, {{course}}, {{week}} ({{from}} bis {{to}}): {{open}}',
    },
    payed: {
      title: 'Zahlung gebucht',
      amount: 'Bezahlt',
      date: 'Gebucht am',
      open: 'Noch offen',
      confirmation: 'Die Zahlungsbestätigung (PDF, etwa für die Steuererklärung oder den Arbeitgeber) laden Sie nach dem Einloggen auf Ihrer Familienseite herunter:',
    },
  },
  it: {
    greeting: 'Buongiorno {{name}},',
    greeting_plain: 'Buongiorno,',
    password_reset: {
      subject: 'Reimpostare la password',
      intro: 'Avete richiesto un link per reimpostare la vostra password.',
      action: 'Impostare una nuova password',
      validity: 'Il link è valido {{minutes}} minuti e può essere utilizzato una sola volta.',
      ignore: 'Se non avete richiesto questa e-mail, potete ignorarla.',
      intro_office: 'L\'ufficio vi invia un link con cui impostare una nuova password per il vostro account.',
      ignore_office: 'Se desiderate mantenere la password attuale, ignorate questa e-mail: resterà valida.',
    },
    transfer: {
      intro: 'Indicate nel bonifico esattamente questa causale: così l\'ufficio abbina il pagamento alla prenotazione.',
      parts: 'L\'importo è composto così:',
    },
    family: {
      title: 'Le vostre iscrizioni',
      line: '{{child}}, {{week}} (dal {{from}} al {{to}}, {{day_type}})',
      confirmed: 'iscrizione confermata',
      waiting: '{{position}}° posto in lista d\'attesa',
      promoted: 'dalla lista d\'attesa, iscrizione ora confermata',
      page: 'Tutte le iscrizioni, gli importi ancora da pagare e le conferme di pagamento sono nella pagina della vostra famiglia, dopo l\'accesso:',
    },
    address_link: {
      join_subject: 'Collegare il vostro account ai dati della vostra famiglia',
      join_intro:
        'Con questo indirizzo e-mail è stato creato un account. L\'ufficio ha già i dati della vostra famiglia con questo indirizzo, ad esempio da un\'iscrizione telefonica. Aprite il link mentre avete effettuato l\'accesso con il nuovo account: così l\'account vedrà i vostri bambini e le iscrizioni.',
      join_action: 'Collegare l\'account',
      join_ignore: 'Se non avete creato un account, ignorate questa e-mail: senza il link nessuno vede i dati della vostra famiglia.',
      change_subject: 'Confermare il nuovo indirizzo di accesso',
      change_intro:
        'Questo indirizzo deve diventare il nuovo indirizzo di accesso del vostro account. Aprite il link dopo aver effettuato l\'accesso per confermarlo; fino ad allora vale l\'indirizzo attuale.',
      change_action: 'Confermare l\'indirizzo',
      change_ignore: 'Se non siete stati voi, ignorate questa e-mail; non cambia nulla.',
      validity: 'Il link è valido {{hours}} ore e può essere utilizzato una sola volta.',
    },
    address_changed: {
      subject: 'Il vostro indirizzo di accesso è stato modificato',
      body: 'Dal {{date}} l\'indirizzo di accesso del vostro account è {{email}}; d\'ora in poi anche le e-mail dell\'ufficio vanno a questo indirizzo. Tutti gli altri accessi sono stati chiusi.',
      not_you: 'Se non siete stati voi, rivolgetevi subito all\'ufficio.',
    },
    parent_linked: {
      subject: 'Un altro genitore per {{child}}',
      body: 'L\'ufficio ha registrato {{parent}} come genitore di {{child}}. D\'ora in poi {{parent}} vede i dati di {{child}}, compresi i dati sanitari, e le iscrizioni.',
      not_right: 'Se non è corretto, rivolgetevi all\'ufficio.',
    },
    payment_reminder: {
      subject_one: 'Sollecito di pagamento: prenotazione {{references}}',
      subject_other: 'Sollecito di pagamento: prenotazioni {{references}}',
      line: '{{child}}, {{course}}, {{week}} (dal {{from}} al {{to}}): {{open}}',
    },
    payed: {
      title: 'Pagamento registrato',
      amount: 'Pagato',
      date: 'Registrato il',
      open: 'Ancora da pagare',
      confirmation: 'La conferma di pagamento (PDF, ad esempio per la dichiarazione dei redditi o il datore di lavoro) si scarica dopo l\'accesso dalla pagina della vostra famiglia:',
    },
  },
});
