import { section } from '../section';

export const auth = section({
  de: {
    invalid_login: 'Login-Daten ungültig - Email und Password prüfen',
    registered: 'Ihr Konto wurde erstellt.',
    logged_out: 'Sie wurden ausgeloggt.',
    reset_link_sent: 'Wenn zu dieser E-Mail-Adresse ein Konto besteht, wurde ein Link zum Zurücksetzen des Passworts gesendet.',
    throttled: 'Es wurde vor Kurzem bereits ein Link gesendet. Bitte auf die E-Mail warten.',
    token_invalid: 'Der Link ist ungültig oder abgelaufen. Bitte einen neuen Link anfordern.',
    token_used: 'Dieser Link wurde bereits verwendet.',
    password_changed: 'Das Passwort wurde geändert.',
    account_slowed_seconds:
      'Für dieses Konto wurde zu oft ein falsches Passwort eingegeben. Bitte in {{seconds}} Sekunden erneut versuchen oder über „Passwort vergessen?" ein neues festlegen.',
    account_slowed_minutes:
      'Für dieses Konto wurde zu oft ein falsches Passwort eingegeben. Bitte in {{minutes}} Minuten erneut versuchen oder über „Passwort vergessen?" ein neues festlegen.',
  },
  it: {
    invalid_login: 'Dati di accesso non validi - controllare e-mail e password',
    registered: 'Il vostro account è stato creato.',
    logged_out: 'Siete stati disconnessi.',
    reset_link_sent: 'Se esiste un account con questo indirizzo e-mail, è stato inviato un link per reimpostare la password.',
    throttled: 'Un link è stato inviato da poco. Attendere l\'e-mail.',
    token_invalid: 'Il link non è valido o è scaduto. Richiedere un nuovo link.',
    token_used: 'Questo link è già stato utilizzato.',
    password_changed: 'La password è stata modificata.',
    account_slowed_seconds:
      'Per questo account è stata inserita troppe volte una password errata. Riprovare tra {{seconds}} secondi oppure impostarne una nuova con «Password dimenticata?».',
    account_slowed_minutes:
      'Per questo account è stata inserita troppe volte una password errata. Riprovare tra {{minutes}} minuti oppure impostarne una nuova con «Password dimenticata?».',
  },
});
