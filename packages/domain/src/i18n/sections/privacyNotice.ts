import { section } from '../section';

/**
 * The application's own part of the privacy notice (decision 024): what it stores, for how long and why. The
 * periods come from the options the retention jobs read, so the notice cannot say anything the jobs do not do.
 */
export const privacyNotice = section({
  de: {
    title: 'Datenschutz',
    document: 'Die Datenschutzerklärung von {{organisation}}: <doc>Datenschutzerklärung (PDF)</doc>.',
    no_document: 'Die Datenschutzerklärung von {{organisation}} erhalten Sie auf Anfrage bei den im <imprint>Impressum</imprint> genannten Kontakten.',
    consent_link: 'Was diese Anwendung wie lange speichert: <notice>Datenaufbewahrung</notice>.',
    retention: {
      title: 'Datenaufbewahrung',
      intro: 'Was diese Anwendung speichert, wie lange und wozu:',
      what: 'Was',
      how_long: 'Wie lange',
      why: 'Wozu',
      account: {
        what: 'Ihr Konto und Ihre Familiendaten: Name, Adresse, Steuernummer, Kontaktdaten, die Kinder, Ihre Einwilligungen mit Datum und Ihre Unterschrift.',
        how_long_one:
          'Solange Sie Kinder anmelden oder sich einloggen. Nach {{count}} Jahr ohne Anmeldung eines Kindes und ohne Login erhalten Sie eine E-Mail; loggen Sie sich nicht innerhalb von 30 Tagen ein, werden das Konto und diese Daten gelöscht (außer den Zahlungsunterlagen, siehe unten).',
        how_long_other:
          'Solange Sie Kinder anmelden oder sich einloggen. Nach {{count}} Jahren ohne Anmeldung eines Kindes und ohne Login erhalten Sie eine E-Mail; loggen Sie sich nicht innerhalb von 30 Tagen ein, werden das Konto und diese Daten gelöscht (außer den Zahlungsunterlagen, siehe unten).',
        why: 'Die Anmeldung zu den Wochen, die Benachrichtigungen dazu und die Betreuung der Kinder.',
      },
      health: {
        what: 'Gesundheitsangaben: Medikamente, Unverträglichkeiten und Allergien jeder Anmeldung sowie die Angaben „mit Diagnose“ und „Risikogruppe“ des Kindes.',
        how_long_one:
          'Bis {{count}} Monat nach der letzten Woche der Saison (des Kursjahres); dann werden sie automatisch gelöscht. Die Angaben des Kindes bleiben, solange es in einer noch nicht abgelaufenen Saison angemeldet ist.',
        how_long_other:
          'Bis {{count}} Monate nach der letzten Woche der Saison (des Kursjahres); dann werden sie automatisch gelöscht. Die Angaben des Kindes bleiben, solange es in einer noch nicht abgelaufenen Saison angemeldet ist.',
        why: 'Die Sicherheit und Betreuung des Kindes während der Woche. Sie sehen nur Mitarbeitende mit der entsprechenden Berechtigung.',
      },
      payments: {
        what: 'Zahlungsunterlagen: jede Anmeldung mit Kind, Kurs, Woche, Preis, bezahltem Betrag und Zahlungsdatum, die zahlende Person und die Zahlungsbestätigungen.',
        how_long: '10 Jahre. Wird das Konto gelöscht, bleiben bezahlte Anmeldungen mit Betrag und Datum, aber ohne Namen, Steuernummer und Gesundheitsangaben (anonymisiert).',
        why: 'Die gesetzliche Aufbewahrungspflicht für Buchhaltungsunterlagen und Quittungen (Art. 2220 ZGB).',
      },
      access_log: {
        what: 'Das Protokoll der Zugriffe auf Gesundheitsdaten: welche Mitarbeiterin oder welcher Mitarbeiter wann die Gesundheitsangaben welches Kindes angesehen, exportiert oder geändert hat. Es enthält selbst keine Gesundheitsangaben.',
        how_long: 'Unbefristet; es wird nicht verändert und nicht gelöscht, auch nicht mit dem Konto oder dem Kind.',
        why: 'Der Nachweis, wer auf diese besonders geschützten Daten zugegriffen hat (Art. 9 und 32 DSGVO).',
      },
    },
  },
  it: {
    title: 'Privacy',
    document: 'L\'informativa sulla privacy di {{organisation}}: <doc>informativa sulla privacy (PDF)</doc>.',
    no_document: 'L\'informativa sulla privacy di {{organisation}} è disponibile su richiesta presso i contatti indicati nelle <imprint>note legali</imprint>.',
    consent_link: 'Cosa conserva questa applicazione e per quanto tempo: <notice>conservazione dei dati</notice>.',
    retention: {
      title: 'Conservazione dei dati',
      intro: 'Cosa conserva questa applicazione, per quanto tempo e perché:',
      what: 'Cosa',
      how_long: 'Per quanto tempo',
      why: 'Perché',
      account: {
        what: 'Il vostro account e i dati della famiglia: nome, indirizzo, codice fiscale, contatti, i figli, i consensi con la data e la vostra firma.',
        how_long_one:
          'Finché iscrivete i figli o accedete. Dopo {{count}} anno senza iscrizioni e senza accessi ricevete un\'e-mail; se non accedete entro 30 giorni, l\'account e questi dati vengono cancellati (tranne i documenti di pagamento, vedi sotto).',
        how_long_other:
          'Finché iscrivete i figli o accedete. Dopo {{count}} anni senza iscrizioni e senza accessi ricevete un\'e-mail; se non accedete entro 30 giorni, l\'account e questi dati vengono cancellati (tranne i documenti di pagamento, vedi sotto).',
        why: 'L\'iscrizione alle settimane, le relative comunicazioni e l\'assistenza ai bambini.',
      },
      health: {
        what: 'Dati sanitari: medicinali, intolleranze e allergie di ogni iscrizione e le indicazioni «con diagnosi» e «gruppo a rischio» del bambino.',
        how_long_one:
          'Fino a {{count}} mese dopo l\'ultima settimana della stagione (dell\'anno dei corsi); poi vengono cancellati automaticamente. Le indicazioni del bambino restano finché è iscritto a una stagione non ancora scaduta.',
        how_long_other:
          'Fino a {{count}} mesi dopo l\'ultima settimana della stagione (dell\'anno dei corsi); poi vengono cancellati automaticamente. Le indicazioni del bambino restano finché è iscritto a una stagione non ancora scaduta.',
        why: 'La sicurezza e l\'assistenza del bambino durante la settimana. Li vedono solo i collaboratori con l\'autorizzazione necessaria.',
      },
      payments: {
        what: 'Documenti di pagamento: ogni iscrizione con bambino, corso, settimana, prezzo, importo pagato e data del pagamento, la persona che ha pagato e le conferme di pagamento.',
        how_long: '10 anni. Se l\'account viene cancellato, le iscrizioni pagate restano con importo e data, ma senza nome, codice fiscale e dati sanitari (anonimizzate).',
        why: 'L\'obbligo di legge di conservare le scritture contabili e le ricevute (art. 2220 c.c.).',
      },
      access_log: {
        what: 'Il registro degli accessi ai dati sanitari: quale collaboratore ha visto, esportato o modificato quando i dati sanitari di quale bambino. Non contiene dati sanitari.',
        how_long: 'Senza scadenza; non viene modificato né cancellato, nemmeno insieme all\'account o al bambino.',
        why: 'La prova di chi ha avuto accesso a questi dati particolarmente protetti (art. 9 e 32 GDPR).',
      },
    },
  },
});
