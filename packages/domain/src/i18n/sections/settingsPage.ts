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
      color_hex: 'Farbcode (#rrggbb)',
      color_picker: 'Farbe auswählen',
      privacy_check_confirm:
        'Alle Eltern müssen die Datenschutzbestimmungen bei ihrer nächsten Anmeldung erneut bestätigen. Fortfahren?',
    },
    dashboard: {
      registrations_hint: 'Bestätigte Anmeldungen in aktiven Kursen',
      waiting_list_hint: 'Wartende Anmeldungen in aktiven Kursen',
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
      color_hex: 'Codice colore (#rrggbb)',
      color_picker: 'Scegli il colore',
      privacy_check_confirm:
        'Al prossimo accesso tutti i genitori dovranno confermare di nuovo le norme sulla privacy. Continuare?',
    },
    dashboard: {
      registrations_hint: 'Iscrizioni confermate nei corsi attivi',
      waiting_list_hint: 'Iscrizioni in attesa nei corsi attivi',
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
