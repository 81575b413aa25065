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
    },
  },
});
