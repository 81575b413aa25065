import { section } from '../section';

/** The e-mail log of the back office: list, detail and delivery states. */
export const emailLog = section({
  de: {
    title: 'E-Mail-Protokoll',
    one: 'E-Mail',
    show: 'Anzeigen',
    all_states: 'Alle',
    fields: {
      to: 'An',
      cc: 'Kopie (CC)',
      bcc: 'Blindkopie (BCC)',
      created_at: 'Gesendet am',
      subject: 'Betreff',
      status: 'Zustellung',
      body: 'Inhalt der E-Mail',
    },
    status: { queued: 'Wartet', sent: 'Zugestellt', failed: 'Fehlgeschlagen' },
    delivered: 'Vom Mailserver angenommen am {{at}}.',
    waiting: 'Noch nicht zugestellt: {{attempts}} Versuche bisher, nächster Versuch am {{next}}.',
    last_error: 'Letzter Fehler: {{error}}',
    failed: 'Nach {{attempts}} Versuchen aufgegeben. Letzter Fehler: {{error}}',
  },
  it: {
    title: 'Registro e-mail',
    one: 'E-mail',
    show: 'Visualizza',
    all_states: 'Tutti',
    fields: {
      to: 'A',
      cc: 'Copia (CC)',
      bcc: 'Copia nascosta (CCN)',
      created_at: 'Inviata il',
      subject: 'Oggetto',
      status: 'Consegna',
      body: "Contenuto dell'e-mail",
    },
    status: { queued: 'In attesa', sent: 'Consegnata', failed: 'Non riuscita' },
    delivered: 'Accettata dal server di posta il {{at}}.',
    waiting: 'Non ancora consegnata: {{attempts}} tentativi finora, prossimo tentativo il {{next}}.',
    last_error: 'Ultimo errore: {{error}}',
    failed: 'Abbandonata dopo {{attempts}} tentativi. Ultimo errore: {{error}}',
  },
});
