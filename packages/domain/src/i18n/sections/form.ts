import { section } from '../section';

/** Words every form uses. */
export const form = section({
  de: {
    save: 'Speichern',
    back: 'Zurück',
    cancel: 'Abbrechen',
    submit: 'Absenden',
    yes: 'Ja',
    no: 'Nein',
    undo_signature: 'Rückgängig',
    error_title: 'Fehler',
    saved: 'Gespeichert.',
    new_tab: 'öffnet in einem neuen Tab',
    /** The privacy-consent block of the sign-up and the privacy page. */
    privacy: {
      read: 'Bitte lesen Sie die <doc>Datenschutzerklärung</doc>.',
      no_document:
        'Die Datenschutzerklärung ist hier noch nicht veröffentlicht: Sie erhalten sie bei {{organisation}}, die Kontaktdaten stehen im <imprint>Impressum</imprint>.',
      accept: 'Ich habe die Datenschutzerklärung gelesen und akzeptiere sie.',
      photo_question:
        'Sind Sie damit einverstanden, dass Fotos Ihrer Kinder, die während der Projektwochen entstehen, veröffentlicht werden?',
      signature: 'Bitte unterschreiben Sie im schwarzen Feld mit der Maus oder mit dem Finger.',
      signature_way: 'Unterschrift',
      signature_draw: 'Im Feld unterschreiben (Maus oder Finger)',
      signature_type: 'Namen eintippen (etwa mit der Tastatur)',
      typed_signature: 'Ihr vollständiger Name als Unterschrift',
      typed_signature_hint: 'Vor- und Nachname; der eingetippte Name gilt als Ihre Unterschrift.',
    },
  },
  it: {
    save: 'Salva',
    back: 'Indietro',
    cancel: 'Annulla',
    submit: 'Invia',
    yes: 'Sì',
    no: 'No',
    undo_signature: 'Annulla ultimo tratto',
    error_title: 'Errore',
    saved: 'Salvato.',
    new_tab: 'si apre in una nuova scheda',
    privacy: {
      read: 'Leggete l\'<doc>informativa sulla privacy</doc>.',
      no_document:
        'L\'informativa sulla privacy non è ancora pubblicata qui: potete richiederla a {{organisation}}, i contatti si trovano nelle <imprint>note legali</imprint>.',
      accept: 'Ho letto l\'informativa sulla privacy e la accetto.',
      photo_question:
        'Acconsentite alla pubblicazione delle foto dei vostri figli scattate durante le settimane di progetto?',
      signature: 'Firmate nel riquadro nero con il mouse o con il dito.',
      signature_way: 'Firma',
      signature_draw: 'Firmare nel riquadro (mouse o dito)',
      signature_type: 'Digitare il nome (ad esempio con la tastiera)',
      typed_signature: 'Il vostro nome completo come firma',
      typed_signature_hint: 'Nome e cognome; il nome digitato vale come vostra firma.',
    },
  },
});
