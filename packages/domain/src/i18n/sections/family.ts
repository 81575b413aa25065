import { section } from '../section';

/** The family area of a parent (/my-family, /confirmations). */
export const family = section({
  de: {
    title: 'Meine Familie',
    no_person:
      'Diese Seite ist nur für Eltern. Konten der Verwaltung haben keine Familie und können keine Kinder anmelden.',
    parent: {
      title: 'Elterndaten',
      name: 'Name',
      email: 'E-Mail',
      tax: 'Steuernummer',
      phone: 'Telefon',
      photo_permission: 'Fotoerlaubnis',
    },
  },
  it: {
    title: 'La mia famiglia',
    no_person:
      'Questa pagina è solo per i genitori. Gli account dell\'amministrazione non hanno una famiglia e non possono iscrivere bambini.',
    parent: {
      title: 'Dati del genitore',
      name: 'Nome',
      email: 'E-mail',
      tax: 'Codice fiscale',
      phone: 'Telefono',
      photo_permission: 'Consenso foto',
    },
  },
});
