import { section } from '../section';

export const mail = section({
  de: {
    greeting: 'Hallo {{name}},',
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
      elsewhere: 'Diese Buchung bezahlen Sie mit einer Überweisung: Betrag und Zahlungsgrund stehen in der E-Mail zu {{child}}, {{week}}.',
    },
    payment_reminder: {
      subject: 'Zahlungserinnerung: Buchung {{reference}}',
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
      elsewhere: 'Questa prenotazione si paga con un solo bonifico: importo e causale sono nell\'e-mail relativa a {{child}}, {{week}}.',
    },
    payment_reminder: {
      subject: 'Sollecito di pagamento: prenotazione {{reference}}',
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
