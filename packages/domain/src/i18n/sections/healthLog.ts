import { section } from '../section';

/** The back office's access log of children's health data (issue 26, decision 020). */
export const healthLog = section({
  de: {
    title: 'Zugriffe auf Gesundheitsdaten',
    intro: 'Wer die Gesundheitsdaten welches Kindes angesehen, exportiert oder geändert hat. Einträge werden nie geändert oder gelöscht.',
    fields: {
      at: 'Zeitpunkt',
      user_name: 'Benutzer',
      child_name: 'Kind',
      action: 'Zugriff',
      from: 'Von',
      to: 'Bis',
    },
    actions: {
      screen: 'Angesehen',
      export: 'Exportiert',
      pdf: 'Als PDF erstellt',
      change: 'Geändert',
      parent_linked: 'Einem Elternteil freigegeben',
      parent_unlinked: 'Elternteil entfernt',
    },
    all_actions: 'Alle',
    deleted_user: 'Gelöschtes Konto (Nr. {{id}})',
    deleted_child: 'Gelöschtes Kind (Nr. {{id}})',
    only_user: 'Nur Zugriffe dieses Benutzers',
    only_child: 'Nur Zugriffe auf dieses Kind',
    filter_user: 'Benutzer: {{name}}',
    filter_child: 'Kind: {{name}}',
  },
  it: {
    title: 'Accessi ai dati sanitari',
    intro: 'Chi ha visualizzato, esportato o modificato i dati sanitari di quale bambino. Le voci non vengono mai modificate né eliminate.',
    fields: {
      at: 'Momento',
      user_name: 'Utente',
      child_name: 'Bambino',
      action: 'Accesso',
      from: 'Dal',
      to: 'Al',
    },
    actions: {
      screen: 'Visualizzati',
      export: 'Esportati',
      pdf: 'Generati in PDF',
      change: 'Modificati',
      parent_linked: 'Condivisi con un genitore',
      parent_unlinked: 'Genitore rimosso',
    },
    all_actions: 'Tutti',
    deleted_user: 'Account eliminato (n. {{id}})',
    deleted_child: 'Bambino eliminato (n. {{id}})',
    only_user: 'Solo gli accessi di questo utente',
    only_child: 'Solo gli accessi a questo bambino',
    filter_user: 'Utente: {{name}}',
    filter_child: 'Bambino: {{name}}',
  },
});
