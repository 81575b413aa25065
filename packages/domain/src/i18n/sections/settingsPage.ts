import { section } from '../section';

/**
 * What the options page, the dashboard and the course overview of the back office say beyond the texts of
 * `settings` (field labels, tabs and server messages live there).
 */
export const settingsPage = section({
  de: {
    options: {
      save_field: 'Speichern: {{field}}',
      unsaved: 'Geändert, noch nicht gespeichert.',
      read_only: 'Sie können die Einstellungen ansehen, aber nicht ändern.',
      integer_range: 'Eine ganze Zahl von {{min}} bis {{max}}.',
      color_hex: 'Farbcode (#rrggbb)',
      color_picker: 'Farbe auswählen',
      privacy_check_confirm:
        'Alle Eltern müssen die Datenschutzbestimmungen bei ihrem nächsten Login erneut bestätigen. Fortfahren?',
      payment_recipient_hint:
        'Die Organisation als Inhaberin der Kurskonten: steht als Empfänger auf jeder Überweisung (auch im QR-Code) und als Aussteller auf der Zahlungsbestätigung. Leer: der Name der Anwendung.',
    },
    issuer: {
      title: 'Angaben für die Zahlungsbestätigung fehlen',
      missing: 'Familien können die Zahlungsbestätigung (PDF) schon herunterladen, doch ohne diese Angaben ist ihr Aussteller unvollständig:',
      where: 'Auszufüllen in den Einstellungen, Reiter „Zahlungsbestätigung“.',
      where_no_permission: 'Auszufüllen in den Einstellungen, Reiter „Zahlungsbestätigung“, von einem Konto, das die Einstellungen ändern darf.',
      open: 'Zum Reiter „Zahlungsbestätigung“',
    },
    dashboard: {
      registrations_hint: 'Bestätigte Anmeldungen in aktiven Kursen',
      waiting_list_hint: 'Wartende Anmeldungen in aktiven Kursen',
      overdue_bookings_hint: 'Buchungen nach Ablauf der Zahlungsfrist mit offenem Betrag',
      overdue_bookings_open: 'Überfällige Anmeldungen anzeigen',
      open_offers_hint: 'Freie Plätze, die Familien von der Warteliste angeboten wurden und noch nicht beantwortet sind',
      open_offers_open: 'Angebote anzeigen',
    },
    waiting: {
      intro:
        'Wird in einer vollen Woche ein Platz frei, rückt bei 0 Stunden das erste Kind der Warteliste sofort nach: Es ist angemeldet und die Familie muss zahlen. Mit mehr als 0 Stunden wird der Platz der ersten passenden Familie angeboten (Geschwister einer Buchung gemeinsam) und so lange für sie gehalten, höchstens bis 24 Stunden vor Wochenbeginn. Die Familie nimmt ihn auf ihrer Familienseite an oder lehnt ab; antwortet sie nicht, verfällt das Angebot (12 Stunden vorher kommt eine Erinnerung) und der Platz geht weiter. 48 Stunden sind ein guter Anfang.',
    },
    retention: {
      title: 'Datenaufbewahrung',
      intro:
        'Wie lange die Anwendung Daten aufbewahrt: Die nächtlichen Aufgaben löschen danach, und die <notice>Datenaufbewahrung</notice> unter der Datenschutzerklärung nennt genau diese Fristen. Zahlungsunterlagen bleiben 10 Jahre.',
    },
    reminder: {
      intro:
        'Eine Buchung, für die nach Ablauf der Zahlungsfrist noch etwas offen ist, wird einmal erinnert (jede Nacht geprüft): Jede Familie bekommt in einer Nacht eine E-Mail für alle ihre überfälligen Buchungen. Die Frist beginnt mit der Bestätigung des Platzes, bei Nachrückern mit dem Nachrücken. Unter dem Text stehen die Überweisungsdaten, eine Überweisung pro Buchung.',
      placeholders_title: 'Platzhalter',
      placeholders_intro: 'Diese Platzhalter werden in der E-Mail durch die Daten der überfälligen Buchungen der Familie ersetzt:',
      placeholders: {
        parent_name: 'Name des Elternteils',
        open_amount: 'Offener Betrag aller dieser Buchungen',
        booking_reference: 'Zahlungsgrund der Buchung (SPW-…), bei mehreren Buchungen alle',
        due_date: 'Ende der Zahlungsfrist, bei mehreren Buchungen das früheste',
        registrations: 'Die offenen Anmeldungen, eine pro Zeile: Kind, Kurs, Woche, offener Betrag',
        payee: 'Zahlungsempfänger',
        bank_iban: 'IBAN des Kurskontos',
        family_link: 'Link zur Familienseite',
      },
      preview: 'Vorschau',
      preview_of: 'Vorschau: {{field}}',
      preview_saved_only: 'Die Vorschau zeigt den zuletzt gespeicherten Text mit Beispieldaten.',
      count_one: 'Mit dieser Frist würde der nächste Lauf ({{when}}) {{count}} Familie erinnern.',
      count_other: 'Mit dieser Frist würde der nächste Lauf ({{when}}) {{count}} Familien erinnern.',
      count_none: 'Ohne Frist (0) wird niemand erinnert.',
      unreachable_one: '{{count}} überfällige Buchung gehört einer Familie ohne E-Mail-Adresse und wird nicht erinnert.',
      unreachable_other: '{{count}} überfällige Buchungen gehören Familien ohne E-Mail-Adresse und werden nicht erinnert.',
      next_title: 'Nächster Lauf',
      next_open: 'E-Mails des nächsten Laufs ansehen',
      next_intro: 'Der nächste Lauf ({{when}}) schickt diese E-Mails mit der gespeicherten Frist. Eine Familie, der Sie jetzt schreiben, lässt er aus.',
      next_empty: 'Der nächste Lauf ({{when}}) erinnert niemanden.',
      family_bookings: 'Buchung {{reference}}: {{amount}} offen, Frist bis {{date}}',
      show_email: 'E-Mail ansehen',
      email_of: 'E-Mail an {{name}}',
      send_now: 'Jetzt senden',
      send_now_of: 'Zahlungserinnerung jetzt an {{name}} senden',
      send_confirm: 'Die Zahlungserinnerung jetzt an {{name}} ({{email}}) senden? Ihre Buchungen gelten dann als erinnert, der nächste Lauf lässt sie aus.',
    },
    overview: {
      reset: 'Filter zurücksetzen',
      period_invalid: '„Bis“ darf nicht vor „Von“ liegen.',
      results_one: '{{count}} Kurs',
      results_other: '{{count}} Kurse',
      weeks_one: '{{count}} Woche',
      weeks_other: '{{count}} Wochen',
      waiting: '{{waiting}} von {{max}} Wartelistenplätzen belegt',
      no_period: 'Noch keine Wochen',
    },
  },
  it: {
    options: {
      save_field: 'Salva: {{field}}',
      unsaved: 'Modificato, non ancora salvato.',
      read_only: 'Potete visualizzare le impostazioni, ma non modificarle.',
      integer_range: 'Un numero intero da {{min}} a {{max}}.',
      color_hex: 'Codice colore (#rrggbb)',
      color_picker: 'Scegli il colore',
      privacy_check_confirm:
        'Al prossimo accesso tutti i genitori dovranno confermare di nuovo le norme sulla privacy. Continuare?',
      payment_recipient_hint:
        'L\'organizzazione intestataria dei conti dei corsi: compare come beneficiario su ogni bonifico (anche nel codice QR) e come emittente sulla conferma di pagamento. Vuoto: il nome dell\'applicazione.',
    },
    issuer: {
      title: 'Mancano dati per la conferma di pagamento',
      missing: 'Le famiglie possono già scaricare la conferma di pagamento (PDF), ma senza questi dati l\'emittente è incompleto:',
      where: 'Da compilare nelle impostazioni, scheda «Conferma di pagamento».',
      where_no_permission: 'Da compilare nelle impostazioni, scheda «Conferma di pagamento», da un account autorizzato a modificare le impostazioni.',
      open: 'Vai alla scheda «Conferma di pagamento»',
    },
    dashboard: {
      registrations_hint: 'Iscrizioni confermate nei corsi attivi',
      waiting_list_hint: 'Iscrizioni in attesa nei corsi attivi',
      overdue_bookings_hint: 'Prenotazioni con importi da pagare dopo il termine di pagamento',
      overdue_bookings_open: 'Mostra le iscrizioni scadute',
      open_offers_hint: 'Posti liberi offerti a famiglie dalla lista d\'attesa e non ancora accettati o rifiutati',
      open_offers_open: 'Mostra le offerte',
    },
    waiting: {
      intro:
        'Quando in una settimana piena si libera un posto, con 0 ore il primo bambino in lista d\'attesa subentra subito: è iscritto e la famiglia deve pagare. Con più di 0 ore il posto viene offerto alla prima famiglia adatta (i fratelli di una prenotazione insieme) e tenuto per lei per quel tempo, al massimo fino a 24 ore prima dell\'inizio della settimana. La famiglia lo accetta o lo rifiuta nella sua pagina; se non risponde, l\'offerta scade (12 ore prima arriva un promemoria) e il posto passa oltre. 48 ore sono un buon inizio.',
    },
    retention: {
      title: 'Conservazione dei dati',
      intro:
        'Per quanto tempo l\'applicazione conserva i dati: le attività notturne li cancellano dopo questi termini, e la <notice>conservazione dei dati</notice> sotto l\'informativa sulla privacy indica proprio questi termini. I documenti di pagamento restano 10 anni.',
    },
    reminder: {
      intro:
        'Una prenotazione con importi ancora da pagare dopo il termine di pagamento viene sollecitata una volta (controllo ogni notte): ogni famiglia riceve in una notte un\'e-mail per tutte le sue prenotazioni scadute. Il termine decorre dalla conferma del posto, per chi è passato dalla lista d\'attesa dal passaggio. Sotto il testo seguono i dati per il bonifico, un bonifico per prenotazione.',
      placeholders_title: 'Segnaposto',
      placeholders_intro: 'Nell\'e-mail questi segnaposto vengono sostituiti con i dati delle prenotazioni scadute della famiglia:',
      placeholders: {
        parent_name: 'Nome del genitore',
        open_amount: 'Importo ancora da pagare di tutte queste prenotazioni',
        booking_reference: 'Causale della prenotazione (SPW-…), con più prenotazioni tutte',
        due_date: 'Scadenza del termine di pagamento, con più prenotazioni la prima',
        registrations: 'Le iscrizioni ancora da pagare, una per riga: bambino, corso, settimana, importo',
        payee: 'Beneficiario',
        bank_iban: 'IBAN del conto del corso',
        family_link: 'Link alla pagina della famiglia',
      },
      preview: 'Anteprima',
      preview_of: 'Anteprima: {{field}}',
      preview_saved_only: 'L\'anteprima mostra l\'ultimo testo salvato con dati di esempio.',
      count_one: 'Con questo termine la prossima esecuzione ({{when}}) solleciterebbe {{count}} famiglia.',
      count_other: 'Con questo termine la prossima esecuzione ({{when}}) solleciterebbe {{count}} famiglie.',
      count_none: 'Senza termine (0) non viene sollecitato nessuno.',
      unreachable_one: '{{count}} prenotazione scaduta appartiene a una famiglia senza indirizzo e-mail e non viene sollecitata.',
      unreachable_other: '{{count}} prenotazioni scadute appartengono a famiglie senza indirizzo e-mail e non vengono sollecitate.',
      next_title: 'Prossima esecuzione',
      next_open: 'Vedere le e-mail della prossima esecuzione',
      next_intro: 'La prossima esecuzione ({{when}}) invia queste e-mail con il termine salvato. Una famiglia a cui scrivete ora viene saltata.',
      next_empty: 'La prossima esecuzione ({{when}}) non sollecita nessuno.',
      family_bookings: 'Prenotazione {{reference}}: {{amount}} da pagare, termine fino al {{date}}',
      show_email: 'Vedere l\'e-mail',
      email_of: 'E-mail a {{name}}',
      send_now: 'Inviare ora',
      send_now_of: 'Inviare ora il sollecito di pagamento a {{name}}',
      send_confirm: 'Inviare ora il sollecito di pagamento a {{name}} ({{email}})? Le sue prenotazioni risultano allora sollecitate e la prossima esecuzione le salta.',
    },
    overview: {
      reset: 'Azzera filtri',
      period_invalid: '«Al» non può precedere «Dal».',
      results_one: '{{count}} corso',
      results_other: '{{count}} corsi',
      weeks_one: '{{count}} settimana',
      weeks_other: '{{count}} settimane',
      waiting: '{{waiting}} su {{max}} posti in lista d\'attesa occupati',
      no_period: 'Ancora nessuna settimana',
    },
  },
});
