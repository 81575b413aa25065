import { section } from '../section';

/** Locations, course types and course categories: labels of lists and forms, and the server's answers. */
export const catalogue = section({
  de: {
    saved: 'Gespeichert.',
    deleted: 'Gelöscht.',
    location: {
      title: 'Standorte',
      one: 'Standort',
      create: 'Neuer Standort',
      fields: {
        name: 'Name (deutsch)',
        name_it: 'Name (italienisch)',
        address: 'Adresse',
        plz: 'PLZ',
        place: 'Ort',
      },
      in_use: 'Der Standort wird noch von Kursen verwendet und kann nicht gelöscht werden.',
    },
    courseType: {
      title: 'Kursarten',
      one: 'Kursart',
      create: 'Neue Kursart',
      fields: {
        name: 'Name (deutsch)',
        name_it: 'Name (italienisch)',
        sort_order: 'Reihenfolge',
      },
      in_use: 'Die Kursart wird noch von Kursen verwendet und kann nicht gelöscht werden.',
    },
    courseCategory: {
      title: 'Kurskategorien',
      one: 'Kurskategorie',
      create: 'Neue Kurskategorie',
      fields: {
        name: 'Name (deutsch)',
        name_it: 'Name (italienisch)',
        description: 'Beschreibung (deutsch)',
        description_it: 'Beschreibung (italienisch)',
        course_category_id: 'Übergeordnete Kategorie',
        parent_name: 'Übergeordnete Kategorie',
      },
      no_parent: 'Keine (Hauptkategorie)',
      in_use: 'Die Kategorie wird noch von Kursen verwendet und kann nicht gelöscht werden.',
      has_children: 'Die Kategorie hat Unterkategorien und kann nicht gelöscht werden.',
      parent_not_found: 'Die gewählte übergeordnete Kategorie gibt es nicht.',
      parent_not_top_level: 'Nur eine Hauptkategorie (ohne eigene übergeordnete Kategorie) kann übergeordnet sein.',
      parent_self: 'Eine Kategorie kann nicht sich selbst übergeordnet sein.',
      parent_has_children:
        'Die Kategorie hat Unterkategorien und kann daher keiner anderen Kategorie untergeordnet werden.',
    },
  },
  it: {
    saved: 'Salvato.',
    deleted: 'Eliminato.',
    location: {
      title: 'Sedi',
      one: 'Sede',
      create: 'Nuova sede',
      fields: {
        name: 'Nome (tedesco)',
        name_it: 'Nome (italiano)',
        address: 'Indirizzo',
        plz: 'CAP',
        place: 'Località',
      },
      in_use: 'La sede è ancora utilizzata da corsi e non può essere eliminata.',
    },
    courseType: {
      title: 'Tipi di corso',
      one: 'Tipo di corso',
      create: 'Nuovo tipo di corso',
      fields: {
        name: 'Nome (tedesco)',
        name_it: 'Nome (italiano)',
        sort_order: 'Ordine',
      },
      in_use: 'Il tipo di corso è ancora utilizzato da corsi e non può essere eliminato.',
    },
    courseCategory: {
      title: 'Categorie di corso',
      one: 'Categoria di corso',
      create: 'Nuova categoria di corso',
      fields: {
        name: 'Nome (tedesco)',
        name_it: 'Nome (italiano)',
        description: 'Descrizione (tedesco)',
        description_it: 'Descrizione (italiano)',
        course_category_id: 'Categoria superiore',
        parent_name: 'Categoria superiore',
      },
      no_parent: 'Nessuna (categoria principale)',
      in_use: 'La categoria è ancora utilizzata da corsi e non può essere eliminata.',
      has_children: 'La categoria ha sottocategorie e non può essere eliminata.',
      parent_not_found: 'La categoria superiore scelta non esiste.',
      parent_not_top_level: 'Solo una categoria principale (senza categoria superiore) può essere scelta come superiore.',
      parent_self: 'Una categoria non può essere superiore a se stessa.',
      parent_has_children: 'La categoria ha sottocategorie e quindi non può essere subordinata a un\'altra categoria.',
    },
  },
});
