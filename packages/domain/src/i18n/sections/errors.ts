import { section } from '../section';

export const errors = section({
  de: {
    validation: 'Die Angaben sind nicht vollständig oder ungültig.',
    unauthenticated: 'Bitte loggen Sie sich ein.',
    forbidden: 'Keine Berechtigung',
    not_found: 'Nicht gefunden.',
    conflict: 'Die Daten wurden inzwischen geändert. Bitte neu laden.',
    rate_limited: 'Zu viele Versuche. Bitte in {{minutes}} Minuten erneut versuchen.',
    internal: 'Fehler - bitte später erneut versuchen',
    payload_too_large: 'Die Anfrage ist zu groß.',
    send: 'Es ist ein Fehler beim Absenden der Anfrage passiert!',
    busy: 'Du bist in der Warteschlange, bitte Seite nicht schließen',
    document_timeout: 'Das Dokument konnte jetzt nicht erstellt werden. Bitte später erneut versuchen oder weniger auswählen.',
  },
  it: {
    validation: 'I dati non sono completi o non sono validi.',
    unauthenticated: 'Effettuare l\'accesso.',
    forbidden: 'Non autorizzato',
    not_found: 'Non trovato.',
    conflict: 'I dati sono stati modificati nel frattempo. Ricaricare la pagina.',
    rate_limited: 'Troppi tentativi. Riprovare tra {{minutes}} minuti.',
    internal: 'Errore - riprovare più tardi',
    payload_too_large: 'La richiesta è troppo grande.',
    send: 'Si è verificato un errore durante l\'invio della richiesta!',
    busy: 'Sei in coda, per favore non chiudere la pagina',
    document_timeout: 'Non è stato possibile creare il documento ora. Riprovare più tardi o selezionarne meno.',
  },
});
