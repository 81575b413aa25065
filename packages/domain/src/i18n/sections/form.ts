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
  },
});
