import { section } from '../section';

/** The back-office areas in the drawer (back-office specification, section 2). */
export const nav = section({
  de: {
    dashboard: 'Übersicht',
    course: 'Kurse',
    course_overview: 'Kursübersicht',
    location: 'Standorte',
    courseType: 'Kursarten',
    courseCategory: 'Kurskategorien',
    person: 'Eltern',
    child: 'Kinder',
    peopleCourseWeekRegistration: 'Anmeldungen',
    user: 'Benutzer',
    role: 'Rollen',
    option: 'Einstellungen',
    emailLogs: 'E-Mail-Protokoll',
    healthAccessLog: 'Zugriffe auf Gesundheitsdaten',
    my_family: 'Meine Familie',
  },
  it: {
    dashboard: 'Panoramica',
    course: 'Corsi',
    course_overview: 'Panoramica corsi',
    location: 'Sedi',
    courseType: 'Tipi di corso',
    courseCategory: 'Categorie di corso',
    person: 'Genitori',
    child: 'Bambini',
    peopleCourseWeekRegistration: 'Iscrizioni',
    user: 'Utenti',
    role: 'Ruoli',
    option: 'Impostazioni',
    emailLogs: 'Registro e-mail',
    healthAccessLog: 'Accessi ai dati sanitari',
    my_family: 'La mia famiglia',
  },
});
